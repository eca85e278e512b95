import { describe, expect, it } from 'vitest';
import {
  gigabytesOf,
  groupSpecTokens,
  inchesOf,
  milliampHoursOf,
  parseSpecToken,
  rangeOf,
  rangeToken,
  specFacetTokens,
  specValueRank,
} from './spec-filters.js';

describe('reading specification text', () => {
  it('reads sizes in gigabytes, terabytes as 1024', () => {
    expect(gigabytesOf('12GB')).toBe(12);
    expect(gigabytesOf('512GB SSD')).toBe(512);
    expect(gigabytesOf('1TB SSD')).toBe(1024);
    expect(gigabytesOf('Blu-ray disc')).toBeNull();
    expect(gigabytesOf(undefined)).toBeNull();
  });

  it('reads the first screen size in inches', () => {
    expect(inchesOf('6.67" 1.5K AMOLED, 120Hz')).toBe(6.67);
    expect(inchesOf('8.0" QXGA+ main + 6.5" cover')).toBe(8);
    expect(inchesOf('AMOLED, 1.43"')).toBe(1.43);
    expect(inchesOf('Always-On OLED Retina')).toBeNull();
  });

  it('reads batteries in mAh, and watt-hours at 3.85 V', () => {
    expect(milliampHoursOf('5500 mAh')).toBe(5500);
    expect(milliampHoursOf('20 000 mAh')).toBe(20_000);
    expect(milliampHoursOf('28.93 Wh')).toBe(7514);
    expect(milliampHoursOf('up to 2 days')).toBeNull();
  });

  it('puts a measure in its [lower, upper) range and reads the range back', () => {
    const bounds = [6.5, 6.8, 8, 11];
    expect(rangeToken(6.3, bounds)).toBe('lt6.5');
    expect(rangeToken(6.5, bounds)).toBe('6.5-6.8');
    expect(rangeToken(6.79, bounds)).toBe('6.5-6.8');
    expect(rangeToken(6.8, bounds)).toBe('6.8-8');
    expect(rangeToken(13, bounds)).toBe('11+');
    expect(rangeOf('lt6.5')).toEqual({ max: 6.5 });
    expect(rangeOf('6.5-6.8')).toEqual({ min: 6.5, max: 6.8 });
    expect(rangeOf('11+')).toEqual({ min: 11 });
    expect(rangeOf('12')).toBeNull();
  });
});

describe('specFacetTokens', () => {
  it("reads a phone's RAM, storage, screen and battery", () => {
    expect(
      specFacetTokens({
        productType: 'MobileTablet',
        specs: {
          ram: '8GB',
          internalMemory: '256GB',
          screen: '6.67" 1.5K AMOLED, 120Hz',
          battery: '5500 mAh',
          chipset: 'MediaTek Dimensity 7300-Ultra',
        },
      }),
    ).toEqual(['ram:8', 'storage:256', 'screen:6.5-6.8', 'battery:5000-6000']);
  });

  it("reads a laptop's processor family, RAM, storage and screen", () => {
    const laptop = (processor: string) =>
      specFacetTokens({
        productType: 'Laptop',
        specs: { processor, ram: '16GB', hardDisk: '1TB SSD', display: '15.6" FHD IPS, 165Hz' },
      });
    expect(laptop('Intel Core Ultra 7 155H')).toEqual([
      'processor:intel-core-ultra',
      'ram:16',
      'storage:1024',
      'screen:15-16',
    ]);
    expect(laptop('Intel Core i5-1335U')[0]).toBe('processor:intel-core-i5');
    expect(laptop('Intel Core 7 150U')[0]).toBe('processor:intel-core');
    expect(laptop('Apple M4 Pro 14-core CPU')[0]).toBe('processor:apple-m');
    expect(laptop('AMD Ryzen 7 260')[0]).toBe('processor:amd-ryzen-7');
    expect(laptop('AMD Ryzen AI 9 HX 370')[0]).toBe('processor:amd-ryzen-ai');
    expect(laptop('MediaTek Kompanio 520')[0]).toBe('ram:16');
  });

  it('reads whether headphones are wireless, wired or both', () => {
    const audio = (connectivity: string, audioType = 'InEar') =>
      specFacetTokens({ productType: 'Audio', audioType, specs: { connectivity } });
    expect(audio('Bluetooth 5.3, LDAC, multipoint')).toEqual(['connection:wireless']);
    expect(audio('Bluetooth 5.0, NFC, 3.5 mm')).toEqual(['connection:wireless', 'connection:wired']);
    expect(audio('3.5 mm jack')).toEqual(['connection:wired']);
    expect(audio('2.4 GHz dongle', 'Wireless')).toEqual(['connection:wireless']);
  });

  it("reads a watch's GPS, cellular, NFC and Wi-Fi", () => {
    expect(
      specFacetTokens({
        productType: 'Wearable',
        specs: { connectivity: 'Bluetooth 5.3, LTE, dual-frequency GPS, NFC, Wi-Fi' },
      }),
    ).toEqual(['features:gps', 'features:cellular', 'features:nfc', 'features:wifi']);
  });

  it("reads accessories' connectors, chargers' power and power banks' capacity", () => {
    expect(specFacetTokens({ productType: 'Cable', specs: { cableType: 'USB-C to Lightning' } })).toEqual([
      'connector:usb-c',
      'connector:lightning',
    ]);
    expect(
      specFacetTokens({ productType: 'Charger', specs: { power: '65W', chargerType: 'USB-C GaN' } }),
    ).toEqual(['connector:usb-c', 'power:65+']);
    expect(specFacetTokens({ productType: 'PowerBank', specs: { capacity: '20 000 mAh' } })).toEqual([
      'capacity:20000+',
    ]);
  });

  it("reads games' and accessories' platforms", () => {
    expect(specFacetTokens({ productType: 'Gaming', specs: { platform: 'PlayStation 5, PC' } })).toEqual([
      'platform:playstation',
      'platform:pc',
    ]);
    expect(specFacetTokens({ productType: 'Gaming', specs: { platform: 'Xbox Series X|S' } })).toEqual([
      'platform:xbox',
    ]);
  });

  it('gives no token for what it cannot read', () => {
    expect(specFacetTokens({ productType: 'CaseCover', specs: { material: 'Silicone' } })).toEqual([]);
    expect(specFacetTokens({ productType: 'MobileTablet', specs: {} })).toEqual([]);
  });
});

describe('chosen filter tokens', () => {
  it('accepts only tokens of known filters with plain values', () => {
    expect(parseSpecToken('ram:12')).toEqual(['ram', '12']);
    expect(parseSpecToken('screen:6.5-6.8')).toEqual(['screen', '6.5-6.8']);
    expect(parseSpecToken('colour:red')).toBeNull();
    expect(parseSpecToken('ram:')).toBeNull();
    expect(parseSpecToken("ram:1' or 1=1")).toBeNull();
  });

  it('groups the tokens by filter, each once', () => {
    expect(groupSpecTokens(['ram:8', 'storage:256', 'ram:12', 'ram:8'])).toEqual(
      new Map([
        ['ram', ['ram:8', 'ram:12']],
        ['storage', ['storage:256']],
      ]),
    );
  });

  it('lists sizes and ranges from small to large and words as declared', () => {
    const sorted = (key: Parameters<typeof specValueRank>[0], values: string[]) =>
      [...values].sort((a, b) => specValueRank(key, a) - specValueRank(key, b));
    expect(sorted('storage', ['512', '64', '1024', '128'])).toEqual(['64', '128', '512', '1024']);
    expect(sorted('screen', ['11+', '6.5-6.8', 'lt6.5', '8-11'])).toEqual([
      'lt6.5',
      '6.5-6.8',
      '8-11',
      '11+',
    ]);
    expect(sorted('connection', ['wired', 'wireless'])).toEqual(['wireless', 'wired']);
  });
});

import { describe, expect, it } from 'vitest';
import { TRADE_IN_FORMS, TRADE_IN_TYPE_IDS } from '../taxonomy.js';
import {
  TRADE_IN_FIELD_LABELS,
  tradeInFieldLabels,
  tradeInPayloadSchema,
  tradeInSchema,
  validateTradeInSpecs,
} from './trade-in.js';

describe('validateTradeInSpecs', () => {
  it('lists missing required fields in form order', () => {
    expect(validateTradeInSpecs('Laptop', { ram: '16 GB' })).toEqual({
      ok: false,
      missing: ['name', 'processor', 'hardDisk'],
      unknown: [],
      invalidNumbers: [],
      invalidValues: [],
    });
  });

  it('counts blank text as missing', () => {
    const result = validateTradeInSpecs('Cable', { name: '  ', cableType: 'USB-C' });
    expect(result.ok === false && result.missing).toEqual(['name']);
  });

  it('requires the screen for a tablet but not for a mobile', () => {
    const specs = { name: 'Galaxy Tab S9', ram: '8 GB', internalMemory: '128 GB' };
    expect(validateTradeInSpecs('Mobile', specs).ok).toBe(true);
    const tablet = validateTradeInSpecs('Tablet', specs);
    expect(tablet.ok === false && tablet.missing).toEqual(['screen']);
  });

  it('cleans text, numbers and comma-separated lists', () => {
    expect(
      validateTradeInSpecs('Mobile', {
        name: ' iPhone 13 ',
        ram: '4 GB',
        internalMemory: '128 GB',
        cpuSpeedGHz: '3.2',
        color: '',
      }),
    ).toEqual({
      ok: true,
      specs: { name: 'iPhone 13', ram: '4 GB', internalMemory: '128 GB', cpuSpeedGHz: 3.2 },
    });
    expect(
      validateTradeInSpecs('Charger', {
        name: 'Anker',
        power: 65,
        chargerType: 'GaN',
        features: 'PD, PPS ,',
      }),
    ).toEqual({
      ok: true,
      specs: { name: 'Anker', power: '65', chargerType: 'GaN', features: ['PD', 'PPS'] },
    });
  });

  it('reads Arabic digits, Arabic decimal points and Arabic commas', () => {
    const result = validateTradeInSpecs('Mobile', {
      name: 'شاومي',
      ram: '٨',
      internalMemory: '٢٥٦',
      cpuSpeedGHz: '٢٫٤',
    });
    expect(result.ok && result.specs.cpuSpeedGHz).toBe(2.4);
    const watch = validateTradeInSpecs('Fitbit', { name: 'Charge 6', features: 'GPS، نبض القلب' });
    expect(watch.ok && watch.specs.features).toEqual(['GPS', 'نبض القلب']);
  });

  it('accepts features already split into a list', () => {
    const result = validateTradeInSpecs('JBL', { name: 'Tune 510BT', features: [' bass ', ''] });
    expect(result.ok && result.specs.features).toEqual(['bass']);
  });

  it('refuses a CPU speed that is not a number', () => {
    const result = validateTradeInSpecs('Mobile', {
      name: 'x',
      ram: '4',
      internalMemory: '64',
      cpuSpeedGHz: 'fast',
    });
    expect(result.ok === false && result.invalidNumbers).toEqual(['cpuSpeedGHz']);
    const negative = validateTradeInSpecs('Tablet', {
      name: 'x',
      screen: '11',
      ram: '4',
      internalMemory: '64',
      cpuSpeedGHz: -1,
    });
    expect(negative.ok === false && negative.invalidNumbers).toEqual(['cpuSpeedGHz']);
  });

  it('refuses fields the form does not have', () => {
    const result = validateTradeInSpecs('Xbox', { name: 'Series S', warranty: 'none', storage: '512 GB' });
    expect(result.ok === false && result.unknown).toEqual(['storage']);
  });

  it('refuses values of the wrong kind or too long', () => {
    const result = validateTradeInSpecs('Gaming Accessories', { name: { x: 1 }, type: 'x'.repeat(201) });
    expect(result.ok === false && result.invalidValues).toEqual(['name', 'type']);
  });
});

describe('tradeInPayloadSchema', () => {
  const payload = {
    category: 'Gaming',
    productType: 'Gaming PC',
    specs: { name: 'Custom rig', processor: 'Ryzen 7', ram: '32 GB', hardDisk: '1 TB' },
    replacement: 'p9',
  };

  it('accepts a complete request and cleans its specs', () => {
    expect(tradeInPayloadSchema.parse({ ...payload, specs: { ...payload.specs, display: ' ' } })).toEqual(
      payload,
    );
  });

  it('refuses a type from another category', () => {
    const result = tradeInPayloadSchema.safeParse({ ...payload, category: 'Laptop' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['productType']);
  });

  it('names each spec field that fails', () => {
    const result = tradeInPayloadSchema.safeParse({ ...payload, specs: { name: 'rig', colour: 'red' } });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'specs.processor',
      'specs.ram',
      'specs.hardDisk',
      'specs.colour',
    ]);
  });

  it('requires category, type and replacement', () => {
    for (const key of ['category', 'productType', 'replacement'] as const) {
      const { [key]: _, ...rest } = payload;
      expect(tradeInPayloadSchema.safeParse(rest).success).toBe(false);
    }
  });

  it('refuses unknown trade-in types and extra fields', () => {
    expect(tradeInPayloadSchema.safeParse({ ...payload, productType: 'Toaster' }).success).toBe(false);
    expect(tradeInPayloadSchema.safeParse({ ...payload, price: 5 }).success).toBe(false);
  });
});

describe('tradeInSchema', () => {
  it('accepts a stored request with cleaned specs', () => {
    const stored = {
      _id: 't1',
      user: 'u1',
      category: 'Audio',
      productType: 'Bose',
      specs: { name: 'QC45', features: ['ANC'] },
      replacement: 'p2',
      status: 'pending',
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    expect(tradeInSchema.parse(stored)).toEqual(stored);
  });
});

describe('trade-in field labels', () => {
  it('name every field of every form in English and Arabic', () => {
    for (const type of TRADE_IN_TYPE_IDS) {
      for (const field of TRADE_IN_FORMS[type]) {
        expect(TRADE_IN_FIELD_LABELS[field.name]?.en, field.name).toBeTruthy();
        expect(TRADE_IN_FIELD_LABELS[field.name]?.ar, field.name).toBeTruthy();
      }
    }
  });

  it('join labels in the reading language, leaving unknown names as sent', () => {
    expect(tradeInFieldLabels(['ram', 'internalMemory'], 'en')).toBe('RAM, Internal memory');
    expect(tradeInFieldLabels(['ram', 'internalMemory'], 'ar')).toBe(
      'الذاكرة العشوائية (RAM)، الذاكرة الداخلية',
    );
    expect(tradeInFieldLabels(['bogus'], 'en')).toBe('bogus');
  });
});

import { describe, expect, it } from 'vitest';
import { findArea, findGovernorate, GOVERNORATES, governorateForCity } from './governorates.js';

const ARABIC = /^[\u0600-\u06FF0-9\s]+$/;

describe('governorates', () => {
  it('lists the 27 governorates of Egypt with unique slug ids', () => {
    expect(GOVERNORATES).toHaveLength(27);
    const ids = GOVERNORATES.map((g) => g.id);
    expect(new Set(ids).size).toBe(27);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('gives every governorate and area an English and an Arabic name, and areas unique ids', () => {
    const areaIds = new Set<string>();
    for (const g of GOVERNORATES) {
      expect(g.areas.length, g.id).toBeGreaterThanOrEqual(5);
      expect(g.name.ar).toMatch(ARABIC);
      for (const area of g.areas) {
        expect(area.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(area.name.en.trim()).not.toBe('');
        expect(area.name.ar, `${g.id}/${area.id}`).toMatch(ARABIC);
        expect(areaIds.has(area.id), area.id).toBe(false);
        areaIds.add(area.id);
      }
    }
  });

  it('finds an area only under its own governorate', () => {
    expect(findArea('giza', 'dokki')?.name).toEqual({ en: 'Dokki', ar: 'الدقي' });
    expect(findArea('cairo', 'dokki')).toBeUndefined();
    expect(findArea('atlantis', 'dokki')).toBeUndefined();
    expect(findGovernorate('cairo')?.areas.map((a) => a.id)).toEqual(
      expect.arrayContaining(['nasr-city', 'heliopolis', 'maadi', 'new-cairo', 'zamalek']),
    );
  });

  it('recognises a governorate typed as a free-form city, in either language', () => {
    expect(governorateForCity(' Cairo ')?.id).toBe('cairo');
    expect(governorateForCity('GIZA')?.id).toBe('giza');
    expect(governorateForCity('الإسكندرية')?.id).toBe('alexandria');
    expect(governorateForCity('Port Said')?.id).toBe('port-said');
    expect(governorateForCity('Springfield')).toBeUndefined();
    expect(governorateForCity('')).toBeUndefined();
  });
});

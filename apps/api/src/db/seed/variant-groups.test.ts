import { describe, expect, it } from 'vitest';
import { generateCatalog } from './catalog.js';

const catalog = generateCatalog({ count: 3000, seed: 2026, now: new Date('2026-11-22T09:30:00Z') });

describe('families in the demo catalog', () => {
  it('groups the same model differing only in colour and memory, e.g. the Xiaomi 15T', () => {
    const xiaomi = catalog.filter((p) => p.family?.slug === 'xiaomi-15t');
    expect(xiaomi.length).toBeGreaterThan(2);
    expect(xiaomi[0]?.family).toMatchObject({ name: 'Xiaomi 15T', axes: ['color', 'storage'] });
    expect(xiaomi[0]?.family?.valueNamesAr.color).toMatchObject({ Gray: 'رمادي' });
    const gray512 = xiaomi.find((p) => p.name === 'Xiaomi 15T 12GB/512GB - Gray');
    expect(gray512?.options).toEqual({ color: 'Gray', storage: '512GB' });
  });

  it('never gives two variants of one family the same options, and keeps used products out', () => {
    const seen = new Set<string>();
    for (const product of catalog) {
      if (product.used) expect(product.family).toBeNull();
      if (!product.family) continue;
      expect(Object.keys(product.options ?? {}).sort()).toEqual([...product.family.axes].sort());
      const key = `${product.family.slug} ${JSON.stringify(product.options, Object.keys(product.options ?? {}).sort())}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('keeps products that differ in more than colour or memory in separate families', () => {
    const cables = catalog.filter((p) => p.name.startsWith('Anker USB-C to USB-C Cable 240W Braided'));
    const families = new Set(cables.map((p) => p.family?.slug));
    expect(families.size).toBeGreaterThan(1);
    for (const cable of cables) if (cable.family) expect(cable.family.axes).toEqual(['color']);
  });
});

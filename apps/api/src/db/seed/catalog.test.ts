import {
  CATEGORIES,
  CATEGORY_PAGES,
  normalizeDiscountPercent,
  offerDiscountPercent,
  SPEC_FIELDS,
} from '@kahraba/domain';
import { describe, expect, it } from 'vitest';
import { renderProductArtwork } from '../../modules/media/product-artwork.js';
import { BRANDS } from './brands.js';
import {
  CURATED_COUNT,
  DEALERS,
  FAMILIES,
  generateCatalog,
  generateCatalogBatches,
  listPrice,
  type SeedProduct,
  salePrice,
} from './catalog.js';

const now = new Date('2026-11-22T09:30:00Z');
const DAY = 24 * 60 * 60 * 1000;
const head = generateCatalog({ count: 300, seed: 2026, now });
const large = generateCatalog({ count: 5000, seed: 2026, now });

const decimals = (x: number) => (String(x).split('.')[1] ?? '').length;

describe('the demo catalog', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateCatalog({ count: 300, seed: 2026, now })).toEqual(head);
    const other = generateCatalog({ count: 300, seed: 7, now });
    expect(other.map((p) => p.price)).not.toEqual(head.map((p) => p.price));
  });

  it('yields the same products in batches as in one go, a longer catalog starting with the shorter', () => {
    const batches = [...generateCatalogBatches({ count: 300, batchSize: 64, seed: 2026, now })];
    expect(batches.map((b) => b.length)).toEqual([64, 64, 64, 64, 44]);
    expect(batches.flat()).toEqual(head);
    expect(large.slice(0, 300)).toEqual(head);
  });

  it('hand-curates at least the default 300 products, with Arabic names and descriptions', () => {
    expect(CURATED_COUNT).toBeGreaterThanOrEqual(300);
    expect(head.every((p) => p.nameAr && /[\u0600-\u06ff]/.test(p.descriptionAr))).toBe(true);
    expect(head.some((p) => p.name.startsWith('Apple iPhone 17 Pro Max 256GB'))).toBe(true);
    expect(head.some((p) => p.name.startsWith('Samsung Galaxy S26 Ultra'))).toBe(true);
    expect(head.some((p) => p.name.startsWith('Sony PlayStation 5 Slim Console'))).toBe(true);
  });

  it('covers every category and every category-page type id at least 4 times in 300 products', () => {
    for (const category of CATEGORIES) {
      expect(head.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(4);
    }
    for (const page of Object.values(CATEGORY_PAGES)) {
      for (const typeId of page.typeIds) {
        const matching = head.filter(
          (p) => (p as unknown as Record<string, unknown>)[page.typeField] === typeId,
        );
        expect(matching.length, `${page.key}/${typeId}`).toBeGreaterThanOrEqual(4);
        expect(matching.every((p) => (page.categories as readonly string[]).includes(p.category))).toBe(true);
      }
    }
  });

  it('sets only the type column of its own page and repeats it in the specs', () => {
    const columns = ['deviceType', 'laptopType', 'wearableType', 'audioType', 'subType'] as const;
    for (const p of large) {
      const set = columns.filter((c) => p[c] !== null);
      expect(set.length).toBeLessThanOrEqual(1);
      for (const c of set) if (c in p.specs) expect(p.specs[c]).toBe(p[c]);
    }
  });

  it('has unique slugs and product codes at 5000 products', () => {
    expect(new Set(large.map((p) => p.slug)).size).toBe(large.length);
    expect(new Set(large.map((p) => p.productCode)).size).toBe(large.length);
    for (const p of large) {
      expect(p.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(p.productCode).toMatch(/^KH-[A-Z]{3}-\d{5,}$/);
    }
  });

  it('gives every product exactly the spec fields of its type, none empty', () => {
    for (const p of large) {
      expect(Object.keys(p.specs).sort()).toEqual([...SPEC_FIELDS[p.productType]].sort());
      for (const value of Object.values(p.specs)) expect(value.trim()).not.toBe('');
    }
  });

  it('prices in EGP with at most 2 decimals, discounted prices below the price', () => {
    for (const p of large) {
      expect(p.price).toBeGreaterThan(0);
      expect(decimals(p.price)).toBeLessThanOrEqual(2);
      if (p.priceAfterDiscount !== null) {
        expect(p.priceAfterDiscount).toBeGreaterThan(0);
        expect(p.priceAfterDiscount).toBeLessThan(p.price);
        expect(decimals(p.priceAfterDiscount)).toBeLessThanOrEqual(2);
      }
      for (const monthly of Object.values(p.installments ?? {}))
        expect(decimals(monthly)).toBeLessThanOrEqual(2);
    }
  });

  it('sets list prices as a retailer does: whole pounds ending in 9, on sale below them the same way', () => {
    for (const p of large) {
      expect(Number.isInteger(p.price), `${p.name}: ${p.price}`).toBe(true);
      expect(p.price % 10, `${p.name}: ${p.price}`).toBe(9);
      if (p.price >= 10_000) expect(p.price % 500, `${p.name}: ${p.price}`).toBe(499);
      if (p.priceAfterDiscount !== null) {
        expect(Number.isInteger(p.priceAfterDiscount)).toBe(true);
        expect(p.priceAfterDiscount % 10).toBe(9);
      }
    }
  });

  it('gives every discount a sale price, and a stored percent that agrees with it', () => {
    for (const p of large) {
      if (p.discount === null) continue;
      expect(p.priceAfterDiscount, p.name).not.toBeNull();
      expect(normalizeDiscountPercent(p.discount)).toBe(
        offerDiscountPercent({ price: p.price, priceAfterDiscount: p.priceAfterDiscount }),
      );
    }
  });

  it('stores discounts both as fractions and as percents, and has offers, stock-outs and used items', () => {
    const share = (test: (p: SeedProduct) => boolean) => head.filter(test).length / head.length;
    expect(head.some((p) => p.discount !== null && p.discount > 0 && p.discount <= 1)).toBe(true);
    expect(head.some((p) => p.discount !== null && p.discount > 1)).toBe(true);
    expect(head.some((p) => p.quantity === 0)).toBe(true);
    expect(share((p) => p.priceAfterDiscount !== null)).toBeGreaterThan(0.15);
    expect(share((p) => p.installments !== null)).toBeGreaterThan(0.15);
    expect(head.some((p) => p.used && p.usedStatus !== null && p.name.includes('(Used'))).toBe(true);
    expect(head.some((p) => p.isExclusive)).toBe(true);
    expect(head.filter((p) => p.referralCode !== null).length).toBeGreaterThanOrEqual(3);
    expect(head.filter((p) => p.referralCode !== null).length).toBeLessThanOrEqual(5);
    expect(head.some((p) => p.badge === 'Bundle')).toBe(true);
  });

  it('spreads creation over the last 180 days with at least 10 in the last 7', () => {
    for (const p of head) {
      expect(p.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(p.createdAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - 180 * DAY);
    }
    expect(
      head.filter((p) => p.createdAt.getTime() >= now.getTime() - 7 * DAY).length,
    ).toBeGreaterThanOrEqual(10);
  });

  it('points every image at artwork that renders', () => {
    const keys = new Set(large.flatMap((p) => p.images));
    for (const p of large) {
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(4);
      expect(p.image).toBe(p.images[0]);
    }
    for (const path of keys) {
      const match = /^\/media\/products\/(.+)\.svg$/.exec(path);
      expect(match, path).not.toBeNull();
      expect(renderProductArtwork(match![1]!), path).not.toBeNull();
    }
  });

  it('lists a dealer for every brand it sells', () => {
    const dealers = new Set(DEALERS.map((d) => d.name));
    expect(DEALERS.length).toBe(BRANDS.length);
    for (const f of FAMILIES) expect(dealers.has(f.brand), f.brand).toBe(true);
    for (const d of DEALERS) expect(d.briefAr).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('retail prices', () => {
  it('round a list price to the usual endings', () => {
    expect(listPrice(18_292.68)).toBe(18_499);
    expect(listPrice(19_100)).toBe(18_999);
    expect(listPrice(24_350)).toBe(24_499);
    expect(listPrice(4_321)).toBe(4_299);
    expect(listPrice(640)).toBe(649);
    expect(listPrice(37)).toBe(39);
  });

  it('mark a sale price down from the list price, whole pounds ending in 9', () => {
    expect(salePrice(18_999, 10)).toBe(17_099);
    expect(salePrice(4_299, 15)).toBe(3_649);
    expect(salePrice(649, 8)).toBe(599);
    // A discount too small to move the price still ends below it.
    expect(salePrice(19, 1)).toBeLessThan(19);
  });
});

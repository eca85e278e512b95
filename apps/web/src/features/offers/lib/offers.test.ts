import { describe, expect, it } from 'vitest';
import { createProduct } from '../../../test/mock-api';
import {
  countOffersByCategory,
  mergeOffers,
  OFFER_FIELDS,
  parseOffersSort,
  sortOffers,
  toOffer,
} from './offers';

describe('offers', () => {
  it('keeps of a product only what its offer card draws and the page sorts by', () => {
    const product = createProduct({
      _id: 'p1',
      name: 'Galaxy S25',
      nameAr: 'جالاكسي S25',
      price: 40_000,
      priceAfterDiscount: 36_000,
      description: 'A long description',
      specs: { ram: '12 GB' },
    });
    const offer = toOffer(product);
    expect(Object.keys(offer).every((field) => (OFFER_FIELDS as readonly string[]).includes(field))).toBe(
      true,
    );
    expect(offer).toMatchObject({
      _id: 'p1',
      name: 'Galaxy S25',
      nameAr: 'جالاكسي S25',
      price: 40_000,
      priceAfterDiscount: 36_000,
    });
    expect(offer).not.toHaveProperty('description');
    expect(offer).not.toHaveProperty('specs');
    expect(JSON.stringify(offer).length).toBeLessThan(JSON.stringify(product).length / 2);
  });

  it('merges the discounted and exclusive lists without duplicates', () => {
    const a = createProduct({ _id: 'a' });
    const b = createProduct({ _id: 'b', isExclusive: true });
    const c = createProduct({ _id: 'c', isExclusive: true });
    expect(mergeOffers([a, b], [b, c]).map((p) => p._id)).toEqual(['a', 'b', 'c']);
  });

  it('counts tablets under the Mobile page, and every offer under All', () => {
    const counts = countOffersByCategory([
      createProduct({ category: 'Mobile' }),
      createProduct({ category: 'Tablet' }),
      createProduct({ category: 'Audio' }),
    ]);
    expect(counts).toEqual({
      all: 3,
      Mobile: 2,
      Laptop: 0,
      Accessories: 0,
      Wearables: 0,
      Audio: 1,
      Gaming: 0,
    });
  });

  it('sorts by the derived discount percent, whichever field holds it', () => {
    const offers = [
      createProduct({ name: 'Fraction 25%', discount: 0.25 }),
      createProduct({ name: 'Price 40%', price: 1000, priceAfterDiscount: 600 }),
      createProduct({ name: 'Sale price 10%', price: 1000, salePrice: 900 }),
    ];
    expect(sortOffers(offers, 'discount', 'en').map((p) => p.name)).toEqual([
      'Price 40%',
      'Fraction 25%',
      'Sale price 10%',
    ]);
  });

  it('puts deals in stock before those out of stock, in every sort', () => {
    const offers = [
      createProduct({ name: 'Gone', price: 100, priceAfterDiscount: 10, quantity: 0 }),
      createProduct({ name: 'Small deal', price: 100, priceAfterDiscount: 95, quantity: 3 }),
      createProduct({ name: 'Big deal', price: 100, priceAfterDiscount: 50, quantity: 1 }),
    ].map(toOffer);
    expect(sortOffers(offers, 'discount', 'en').map((p) => p.name)).toEqual([
      'Big deal',
      'Small deal',
      'Gone',
    ]);
    expect(sortOffers(offers, 'price-low', 'en').map((p) => p.name)).toEqual([
      'Big deal',
      'Small deal',
      'Gone',
    ]);
    expect(sortOffers(offers, 'price-high', 'en').map((p) => p.name)).toEqual([
      'Small deal',
      'Big deal',
      'Gone',
    ]);
    expect(sortOffers(offers, 'name', 'en').map((p) => p.name)).toEqual(['Big deal', 'Small deal', 'Gone']);
  });

  it('sorts prices by what the shopper pays', () => {
    const offers = [
      createProduct({ name: 'B', price: 1000, priceAfterDiscount: 400 }),
      createProduct({ name: 'A', price: 500 }),
    ];
    expect(sortOffers(offers, 'price-low', 'en').map((p) => p.name)).toEqual(['B', 'A']);
    expect(sortOffers(offers, 'price-high', 'en').map((p) => p.name)).toEqual(['A', 'B']);
  });

  it('falls back to the highest discount for an unknown sort', () => {
    expect(parseOffersSort('cheapest')).toBe('discount');
    expect(parseOffersSort(null)).toBe('discount');
    expect(parseOffersSort('name')).toBe('name');
  });
});

import { describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.js';

describe('CatalogCache', () => {
  it('answers a value only while the list version it was filed under stands', () => {
    const cache = new CatalogCache<number>();
    cache.set('phones', '7', 23_000);
    expect(cache.get('phones', '7')).toBe(23_000);
    expect(cache.get('phones', '8')).toBeUndefined();
    // A stale entry is dropped, not kept for a version that may come back.
    expect(cache.get('phones', '7')).toBeUndefined();
  });

  it('stops answering a value once it is as old as the age limit', () => {
    let now = 1_000;
    const cache = new CatalogCache<string>({ maxAgeMs: 5_000, now: () => now });
    cache.set('page 1', '1', '{"data":[]}');
    now += 4_999;
    expect(cache.get('page 1', '1')).toBe('{"data":[]}');
    now += 1;
    expect(cache.get('page 1', '1')).toBeUndefined();
  });

  it('lets the least recently used entry go first when full', () => {
    const cache = new CatalogCache<number>({ maxEntries: 2 });
    cache.set('a', '1', 1);
    cache.set('b', '1', 2);
    expect(cache.get('a', '1')).toBe(1);
    cache.set('c', '1', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe(1);
    expect(cache.get('c', '1')).toBe(3);
  });

  it('lets the least recently used entries go while the values weigh more than the bound', () => {
    const cache = new CatalogCache<string>({ maxWeight: 10, weigh: (v) => v.length });
    cache.set('a', '1', 'aaaa');
    cache.set('b', '1', 'bbbb');
    expect(cache.get('a', '1')).toBe('aaaa');
    cache.set('c', '1', 'cccc');
    // 12 > 10: b, the least recently used, goes; a and c weigh 8.
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBe('aaaa');
    expect(cache.get('c', '1')).toBe('cccc');
    // A value replaced or retired no longer weighs: a stale a leaves room for a heavier c.
    expect(cache.get('a', '2')).toBeUndefined();
    cache.set('c', '1', 'cccccccc');
    expect(cache.size).toBe(1);
    expect(cache.get('c', '1')).toBe('cccccccc');
  });

  describe('with repeatsOnly', () => {
    it('keeps a value only when its key is set a second time', () => {
      const cache = new CatalogCache<number>({ repeatsOnly: true });
      cache.set('phones', '7', 1);
      expect(cache.get('phones', '7')).toBeUndefined();
      cache.set('phones', '7', 2);
      expect(cache.get('phones', '7')).toBe(2);
      expect(cache.size).toBe(1);
    });

    it('forgets a key set once after as many other keys as it holds entries', () => {
      const cache = new CatalogCache<number>({ maxEntries: 2, repeatsOnly: true });
      cache.set('a', '1', 1);
      cache.set('b', '1', 1);
      cache.set('c', '1', 1);
      // a was the oldest of three keys set once, with room to remember two.
      cache.set('a', '1', 2);
      expect(cache.get('a', '1')).toBeUndefined();
      cache.set('c', '1', 2);
      expect(cache.get('c', '1')).toBe(2);
      expect(cache.size).toBe(1);
    });

    it('keeps the next value at once of a key whose value was retired when asked for', () => {
      const cache = new CatalogCache<number>({ repeatsOnly: true });
      cache.set('phones', '7', 1);
      cache.set('phones', '7', 1);
      expect(cache.get('phones', '8')).toBeUndefined();
      cache.set('phones', '8', 2);
      expect(cache.get('phones', '8')).toBe(2);
    });
  });
});

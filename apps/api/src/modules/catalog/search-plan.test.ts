import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import {
  asTypedPlan,
  COMMON_ONE_IN,
  commonCount,
  correctedQuery,
  didYouMean,
  type NearWord,
  planOfQuery,
  planSearch,
} from './search-plan.js';

// Plans from lookups answered here, as the listing index answers them: the database is never asked.
const noDatabase = undefined as unknown as Database;
const CATALOG = 5000;

function planWith(text: string, near: Record<string, NearWord[]>) {
  return planSearch(noDatabase, text, (word) =>
    near[word]
      ? { known: false, near: near[word], common: commonCount(CATALOG) }
      : { known: true, near: [], common: 0 },
  );
}

describe('commonCount', () => {
  it('asks 1 in COMMON_ONE_IN products, and never fewer than two', () => {
    expect(COMMON_ONE_IN).toBe(20);
    expect(commonCount(0)).toBe(2);
    expect(commonCount(10)).toBe(2);
    expect(commonCount(100)).toBe(5);
    expect(commonCount(101)).toBe(6);
    expect(commonCount(CATALOG)).toBe(250);
  });
});

describe('"Did you mean"', () => {
  it('proposes nothing for a word two edits from a colour of few products ("ثلاجة", a fridge)', async () => {
    // The demo catalog's 5 000 products: "ثلجي" (icy) is in 41 of them.
    const plan = await planWith('ثلاجة', { ثلاجه: [{ word: 'ثلجي', products: 41 }] });
    expect(plan.words[0]?.nearest).toBeUndefined();
    expect(didYouMean(plan)).toBeUndefined();
  });

  it('proposes a brand two edits away, which 1 in 20 products carry', async () => {
    const plan = await planWith('smsng', {
      smsng: [
        { word: 'sms', products: 3 },
        { word: 'samsung', products: 250 },
      ],
    });
    expect(didYouMean(plan)).toBe('samsung');
  });

  it('proposes an Arabic word two edits away when it is common', async () => {
    const near = { سمسونح: [{ word: 'سامسونج', products: 250 }] };
    expect(didYouMean(await planWith('سمسونح', near))).toBe('سامسونج');
    const rare = { سمسونح: [{ word: 'سامسونج', products: 249 }] };
    expect(didYouMean(await planWith('سمسونح', rare))).toBeUndefined();
  });

  it('takes a word within the edits a correction forgives from two products, not one', async () => {
    const once = await planWith('lenvo', { lenvo: [{ word: 'lenovo', products: 1 }] });
    expect(once.words[0]?.corrections).toEqual(['lenovo']);
    expect(didYouMean(asTypedPlan(once))).toBeUndefined();
    const twice = await planWith('lenvo', { lenvo: [{ word: 'lenovo', products: 2 }] });
    expect(didYouMean(asTypedPlan(twice))).toBe('lenovo');
  });
});

describe('a search as typed', () => {
  it('reads no word as another, and says no correction was made', async () => {
    const plan = await planWith('samsng', { samsng: [{ word: 'samsung', products: 639 }] });
    expect(correctedQuery(plan)).toBe('samsung');
    const typed = planOfQuery({ asTyped: true }, plan);
    expect(typed.words.map((w) => [w.word, w.corrections, w.targets, w.ranking])).toEqual([
      ['samsng', [], [], []],
    ]);
    expect(correctedQuery(typed)).toBeUndefined();
    // The words as typed that find nothing still offer the catalog's.
    expect(didYouMean(typed)).toBe('samsung');
    expect(planOfQuery({ asTyped: false }, plan)).toBe(plan);
    expect(planOfQuery({}, plan)).toBe(plan);
  });

  it("keeps the targets of a category word's own spelling", async () => {
    const plan = await planWith('laptp', { laptp: [{ word: 'laptop', products: 900 }] });
    expect(plan.words[0]?.targets.length).toBeGreaterThan(0);
    expect(asTypedPlan(plan).words[0]?.targets).toEqual([]);
  });
});

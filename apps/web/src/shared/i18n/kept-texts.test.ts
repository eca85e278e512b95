import { describe, expect, it, vi } from 'vitest';
import { keptTexts, rememberingTexts } from './kept-texts';

const lookup = () =>
  vi.fn((key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : `text of ${key}`,
  );

describe('rememberingTexts', () => {
  it('asks once for a key asked for again, and answers the same text', () => {
    const t = lookup();
    const remembering = rememberingTexts(t, keptTexts());
    expect(remembering('card.compare')).toBe('text of card.compare');
    expect(remembering('card.compare')).toBe('text of card.compare');
    expect(t).toHaveBeenCalledTimes(1);
  });

  it('keeps a text with values apart from the same key with other values', () => {
    const t = lookup();
    const remembering = rememberingTexts(t, keptTexts());
    expect(remembering('card.views', { count: 1 })).toBe('card.views {"count":1}');
    expect(remembering('card.views', { count: 7 })).toBe('card.views {"count":7}');
    expect(remembering('card.views', { count: 1 })).toBe('card.views {"count":1}');
    expect(t).toHaveBeenCalledTimes(2);
  });

  it('asks every time when the values are not plain or several keys are given', () => {
    const t = vi.fn((..._args: unknown[]) => 'text');
    const remembering = rememberingTexts(t, keptTexts());
    remembering('list', { items: ['a'] });
    remembering('list', { items: ['a'] });
    remembering(['first', 'fallback']);
    remembering(['first', 'fallback']);
    expect(t).toHaveBeenCalledTimes(4);
  });

  it('keeps no more than its limit, the oldest going first', () => {
    const t = lookup();
    const kept = keptTexts(2);
    const remembering = rememberingTexts(t, kept);
    remembering('a');
    remembering('b');
    remembering('c');
    expect([...kept.texts.keys()]).toEqual(['b', 'c']);
    remembering('a');
    expect(t).toHaveBeenCalledTimes(4);
  });

  it('never keeps what is not text', () => {
    const t = vi.fn((..._args: unknown[]) => ({ nested: 'object' }));
    const kept = keptTexts();
    const remembering = rememberingTexts(t, kept);
    remembering('tree', { returnObjects: true });
    expect(kept.texts.size).toBe(0);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyRead, takeEarlyRead } from './early-reads';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeFetch() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{}'));
}

describe('early reads', () => {
  it('sends the read with the language and hands its answer over once', async () => {
    const fetch = fakeFetch();
    const started = startEarlyRead('/api/product/a', 'ar');
    expect(fetch).toHaveBeenCalledWith('/api/product/a', {
      headers: { Accept: 'application/json', 'Accept-Language': 'ar' },
    });
    expect(takeEarlyRead('/api/product/a')).toBe(started);
    expect(takeEarlyRead('/api/product/a')).toBeUndefined();
  });

  it('has nothing for an address it did not start', () => {
    fakeFetch();
    startEarlyRead('/api/product/b', 'en');
    expect(takeEarlyRead('/api/product/c')).toBeUndefined();
  });

  it('drops an answer too old to show', () => {
    vi.useFakeTimers();
    fakeFetch();
    startEarlyRead('/api/product/d', 'en');
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyRead('/api/product/d')).toBeUndefined();
  });
});

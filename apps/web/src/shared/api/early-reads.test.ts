import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepEarlyRead, startEarlyRead, takeEarlyRead } from './early-reads';

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

  it('hands over an answer the server wrote into the page, once, as a JSON response', async () => {
    const fetch = fakeFetch();
    keepEarlyRead('/api/product/e', '{"status":"success","data":{"_id":"e"}}');
    const response = await takeEarlyRead('/api/product/e');
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('application/json');
    expect(await response?.json()).toEqual({ status: 'success', data: { _id: 'e' } });
    expect(takeEarlyRead('/api/product/e')).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});

import { DEFAULT_DELIVERY_ZONES } from '@kahraba/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { listZoneRows, termsOfRow } from './zones.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** Only the clock moves; the server's own timers keep running. */
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
};

describe('GET /api/governorates', () => {
  it('lists the 27 governorates with their areas in both languages, to guests', async () => {
    const res = await get('/api/governorates');
    expect(res.statusCode).toBe(200);
    const { governorates } = res.json().data;
    expect(governorates).toHaveLength(27);
    const giza = governorates.find((g: { id: string }) => g.id === 'giza');
    expect(giza.name).toEqual({ en: 'Giza', ar: 'الجيزة' });
    expect(giza.areas).toContainEqual({ id: 'sheikh-zayed', name: { en: 'Sheikh Zayed', ar: 'الشيخ زايد' } });
  });
});

describe('the delivery-zones table', () => {
  it('starts with the default fees and days of every governorate', async () => {
    const rows = await listZoneRows(ctx.database.db);
    expect(rows).toHaveLength(27);
    for (const row of rows) {
      const { governorateId, ...terms } = DEFAULT_DELIVERY_ZONES.find(
        (z) => z.governorateId === row.governorateId,
      )!;
      expect(termsOfRow(row), governorateId).toEqual(terms);
    }
  });
});

describe('GET /api/delivery/quote', () => {
  it('quotes the zone fee and the delivery days, skipping Friday after the cut-off', async () => {
    // Thursday 26 Nov 2026, 18:00 in Cairo: past the cut-off, so counted from Friday, which is no delivery day.
    at('2026-11-26T16:00:00Z');
    const res = await get('/api/delivery/quote?governorate=giza&method=standard');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.quote).toEqual({
      governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
      method: 'standard',
      fee: 50,
      minDays: 1,
      maxDays: 2,
      earliest: '2026-11-28',
      latest: '2026-11-29',
    });
  });

  it('quotes standard when no method is named, and every offered method on /quotes', async () => {
    at('2026-11-22T08:00:00Z');
    expect((await get('/api/delivery/quote?governorate=aswan')).json().data.quote).toMatchObject({
      method: 'standard',
      fee: 100,
      earliest: '2026-11-26',
    });
    const quotes = (await get('/api/delivery/quotes?governorate=red-sea')).json().data.quotes;
    expect(quotes.map((q: { method: string }) => q.method)).toEqual(['standard']);
  });

  it('refuses express where it is not offered, and an unknown governorate, in Arabic when asked', async () => {
    const express = await get('/api/delivery/quote?governorate=south-sinai&method=express', {
      'accept-language': 'ar',
    });
    expect(express.statusCode).toBe(400);
    expect(express.json()).toMatchObject({
      code: 'SHIPPING_METHOD_UNAVAILABLE',
      message: 'طريقة التوصيل هذه غير متاحة للمحافظة المختارة.',
    });
    const unknown = await get('/api/delivery/quote?governorate=atlantis');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('GOVERNORATE_NOT_FOUND');
    expect((await get('/api/delivery/quote?governorate=giza&method=drone')).statusCode).toBe(400);
    expect((await get('/api/delivery/quote')).statusCode).toBe(400);
  });
});

describe('GET /api/delivery/zones', () => {
  it('lists every governorate’s fees and days to guests, cheapest first', async () => {
    const res = await get('/api/delivery/zones');
    expect(res.statusCode).toBe(200);
    const { zones } = res.json().data;
    expect(zones).toHaveLength(27);
    const fees = zones.map((zone: { standard: { fee: number } }) => zone.standard.fee);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    const cairo = zones.find((zone: { governorate: { id: string } }) => zone.governorate.id === 'cairo');
    expect(cairo.governorate.name.ar).toBe('القاهرة');
    expect(cairo.standard).toEqual({
      fee: expect.any(Number),
      minDays: expect.any(Number),
      maxDays: expect.any(Number),
    });
  });
});

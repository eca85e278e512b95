import { ADDRESS_BOOK_MAX } from '@kahraba/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createUser, type TestUser } from '../../test/factories.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';

let ctx: TestContext;
let mona: TestUser;
let karim: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  mona = await createUser(ctx.database.db, { name: 'Mona Hassan' });
  karim = await createUser(ctx.database.db, { name: 'Karim Adel' });
});
afterAll(() => ctx.close());

const homeInDokki = {
  label: 'Home',
  recipientName: 'Mona Hassan',
  phone: '+20 101 234 5678',
  governorateId: 'giza',
  areaId: 'dokki',
  street: '12 Tahrir St',
  building: '5',
  floor: '3',
  apartment: '7',
  landmark: 'Next to the metro station',
};

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: TestUser | null,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(user ? authHeaders(ctx.app, user) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const add = async (user: TestUser, overrides: object = {}) => {
  const res = await call('POST', '/api/user/me/addresses', user, { ...homeInDokki, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.address as { _id: string; isDefault: boolean };
};
const list = async (user: TestUser) =>
  (await call('GET', '/api/user/me/addresses', user)).json().data.addresses as {
    _id: string;
    isDefault: boolean;
    label: string | null;
  }[];

describe('the address book', () => {
  it('asks a guest to log in', async () => {
    expect((await call('GET', '/api/user/me/addresses', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/user/me/addresses', null, homeInDokki)).statusCode).toBe(401);
  });

  it('saves an address by governorate and area with both names, the first as the default', async () => {
    const res = await call('POST', '/api/user/me/addresses', mona, homeInDokki);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.address).toMatchObject({
      label: 'Home',
      phone: '01012345678',
      governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
      area: { id: 'dokki', name: { en: 'Dokki', ar: 'الدقي' } },
      landmark: 'Next to the metro station',
      isDefault: true,
    });
    expect(await list(mona)).toHaveLength(1);
  });

  it('refuses an area of another governorate, in the shopper’s language', async () => {
    const res = await call(
      'POST',
      '/api/user/me/addresses',
      mona,
      { ...homeInDokki, areaId: 'maadi' },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'AREA_NOT_IN_GOVERNORATE',
      message: 'يرجى اختيار منطقة تابعة للمحافظة المختارة.',
    });
  });

  it('refuses a phone that is not an Egyptian mobile, an unknown governorate and missing fields', async () => {
    const codeOf = async (overrides: object) =>
      (await call('POST', '/api/user/me/addresses', mona, { ...homeInDokki, ...overrides })).json().code;
    expect(await codeOf({ phone: '0223456789' })).toBe('MOBILE_INVALID');
    expect(await codeOf({ governorateId: 'atlantis' })).toBe('GOVERNORATE_NOT_FOUND');
    expect(await codeOf({ street: ' ' })).toBe('STREET_REQUIRED');
    expect(await codeOf({ postalCode: '12511' })).toBe('VALIDATION_ERROR');
  });

  it('edits an address, checking the area against the governorate it ends up with', async () => {
    const [address] = await list(mona);
    const moved = await call('PATCH', `/api/user/me/addresses/${address!._id}`, mona, {
      governorateId: 'cairo',
      areaId: 'maadi',
      label: 'Work',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.address).toMatchObject({
      label: 'Work',
      governorate: { id: 'cairo' },
      area: { id: 'maadi' },
    });
    const mismatched = await call('PATCH', `/api/user/me/addresses/${address!._id}`, mona, {
      governorateId: 'giza',
    });
    expect(mismatched.json().code).toBe('AREA_NOT_IN_GOVERNORATE');
  });

  it('keeps one default: a new default replaces the old, and removing it promotes another', async () => {
    const second = await add(mona, { label: 'Parents' });
    expect(second.isDefault).toBe(false);
    const made = await call('PATCH', `/api/user/me/addresses/${second._id}`, mona, { isDefault: true });
    expect(made.json().data.address.isDefault).toBe(true);
    let book = await list(mona);
    expect(book.filter((a) => a.isDefault).map((a) => a._id)).toEqual([second._id]);
    expect(book[0]!._id).toBe(second._id);

    const removed = await call('DELETE', `/api/user/me/addresses/${second._id}`, mona);
    expect(removed.statusCode).toBe(200);
    book = await list(mona);
    expect(book).toHaveLength(1);
    expect(book[0]!.isDefault).toBe(true);
  });

  it('never shows, edits or removes another shopper’s address', async () => {
    const [monas] = await list(mona);
    expect(await list(karim)).toEqual([]);
    const edit = await call('PATCH', `/api/user/me/addresses/${monas!._id}`, karim, { label: 'Mine' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().code).toBe('ADDRESS_NOT_FOUND');
    expect((await call('DELETE', `/api/user/me/addresses/${monas!._id}`, karim)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/user/me/addresses/not-a-uuid', karim)).statusCode).toBe(404);
    expect((await list(mona))[0]!.label).toBe('Work');
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const nour = await createUser(ctx.database.db);
    for (let i = 0; i < ADDRESS_BOOK_MAX; i++) await add(nour, { label: `Place ${i}` });
    const full = await call('POST', '/api/user/me/addresses', nour, homeInDokki);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'ADDRESS_BOOK_FULL' });
    expect(full.json().message).toContain(String(ADDRESS_BOOK_MAX));
  });
});

import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createUser } from '../../test/fixtures';
import { i18n, setLanguage } from '../i18n/i18n';
import { sessionStore } from '../session/session-store';
import { ApiError, apiRequest, http, NetworkError, setUnauthorizedHandler } from './http-client';
import { type ServerApi, setServerApiLookup } from './server-api';
import { buildUrl } from './url';

let fetchMock: Mock<typeof fetch>;

function reply(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.lastCall ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStore.signOut();
  setUnauthorizedHandler(null);
  setServerApiLookup(() => undefined);
  await setLanguage('en', i18n);
});

describe('http client', () => {
  it('resolves to the data of a success envelope', async () => {
    fetchMock.mockResolvedValue(reply(200, { status: 'success', data: { dealers: [] } }));
    await expect(http.get('/dealer')).resolves.toEqual({ dealers: [] });
    expect(lastRequest().url).toBe('/api/dealer');
    expect(lastRequest().init.method).toBe('GET');
  });

  it('hands back the whole body for fields beside data', async () => {
    const user = createUser();
    fetchMock.mockResolvedValue(reply(200, { status: 'success', token: 'abc', data: user }));
    const response = await apiRequest<typeof user, { token: string }>('/auth/login', {
      method: 'POST',
      body: { email: user.email, password: 'secret1' },
    });
    expect(response.body.token).toBe('abc');
    expect(response.data).toEqual(user);
  });

  it('sends JSON bodies with a JSON content type', async () => {
    fetchMock.mockResolvedValue(reply(201, { status: 'success', data: null }));
    await http.post('/cart', { product: 'p1', quantity: 2 });
    const { init, headers } = lastRequest();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"product":"p1","quantity":2}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no Authorization header, signed in or not: the session cookie goes by itself', async () => {
    fetchMock.mockImplementation(async () => reply(200, { status: 'success', data: [] }));
    await http.get('/product');
    expect(lastRequest().headers.has('Authorization')).toBe(false);

    sessionStore.signIn(createUser());
    await http.get('/cart');
    const { url, init, headers } = lastRequest();
    expect(headers.has('Authorization')).toBe(false);
    // The HttpOnly cookie is the browser's to send: a same-origin address, with fetch's default
    // credentials mode (same-origin), which sends it.
    expect(url).toBe('/api/cart');
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
  });

  it('asks for server messages in the current language', async () => {
    fetchMock.mockImplementation(async () => reply(200, { status: 'success', data: [] }));
    await http.get('/product');
    expect(lastRequest().headers.get('Accept-Language')).toBe('en');
    await setLanguage('ar', i18n);
    await http.get('/product');
    expect(lastRequest().headers.get('Accept-Language')).toBe('ar');
  });

  it('throws an ApiError carrying the envelope of a failure', async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        status: 'error',
        code: 'ONLY_AVAILABLE',
        message: 'Only 2 items available in stock',
        details: { count: 2 },
      }),
    );
    const error = await http.patch('/cart', { product: 'p1', quantity: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'ONLY_AVAILABLE',
      message: 'Only 2 items available in stock',
      details: { count: 2 },
    });
  });

  it('throws an ApiError for answers that are not an envelope', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(http.get('/product')).rejects.toMatchObject({ status: 502, code: 'INTERNAL_ERROR' });
  });

  it('throws a NetworkError when the request gets no answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await http.get('/product').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('lets a cancelled request stay an abort', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValue(new DOMException('Aborted', 'AbortError'));
    const error = await http.get('/product', { signal: controller.signal }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
  });

  it('clears the session and goes to login on a 401', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    sessionStore.signIn(createUser());
    expect(localStorage.getItem('user')).not.toBeNull();
    fetchMock.mockResolvedValue(
      reply(401, { status: 'error', code: 'TOKEN_EXPIRED', message: 'Session expired' }),
    );

    await expect(http.get('/cart')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('can keep the shopper on the page after a 401 while still clearing the session', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    sessionStore.signIn(createUser());
    fetchMock.mockResolvedValue(reply(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Log in' }));

    await expect(http.get('/product/p1', { redirectOnUnauthorized: false })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getSnapshot().user).toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reaches the API in process while a page renders on the server, leaving a 401 to the loader', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    sessionStore.signIn(createUser());
    const serverFetch = vi.fn<ServerApi['fetch']>(async () =>
      reply(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Log in' }),
    );
    const serverApi: ServerApi = { fetch: serverFetch, language: 'ar', shared: new Map() };
    setServerApiLookup(() => serverApi);

    await expect(http.get('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();
    const [url, init] = serverFetch.mock.lastCall!;
    expect(url).toBe('/api/user/me');
    const headers = new Headers(init.headers);
    // In the page's language, not the browser instance's.
    expect(headers.get('Accept-Language')).toBe('ar');
    expect(headers.has('Authorization')).toBe(false);
    // The browser's session is not the server's to end.
    expect(sessionStore.getSnapshot().user).not.toBeNull();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('buildUrl', () => {
  it('prefixes /api and drops empty parameters', () => {
    expect(buildUrl('/product', { q: 'iphone', brand: '', priceMin: 0, page: undefined })).toBe(
      '/api/product?q=iphone&priceMin=0',
    );
    expect(buildUrl('/product', { brand: ['Apple', 'Sony'] })).toBe('/api/product?brand=Apple&brand=Sony');
  });
});

describe('extra headers', () => {
  it('sends them beside the standard ones', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ status: 'success', data: { ok: true } }), { status: 201 }),
      );
    await http.post('/order', { a: 1 }, { headers: { 'Idempotency-Key': 'key-1' } });
    const init = fetchMock.mock.calls[0]?.[1];
    const headers = new Headers(init?.headers);
    expect(headers.get('Idempotency-Key')).toBe('key-1');
    expect(headers.get('Content-Type')).toBe('application/json');
  });
});

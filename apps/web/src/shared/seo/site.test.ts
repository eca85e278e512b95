import { afterEach, describe, expect, it } from 'vitest';
import { type ServerApi, setServerApiLookup } from '../api/server-api';
import { absoluteUrl, publicOrigin } from './site';

afterEach(() => setServerApiLookup(() => undefined));

const serverApi = (publicUrl: string | undefined): ServerApi => ({
  fetch: async () => new Response(null),
  publicUrl,
  language: 'en',
  shared: new Map(),
});

describe('publicOrigin', () => {
  it('is PUBLIC_URL when the server was given it, whatever host the request reached', () => {
    setServerApiLookup(() => serverApi('https://shop.kahraba.eg'));
    expect(publicOrigin(new Request('http://10.0.0.7:3000/product/x'))).toBe('https://shop.kahraba.eg');
  });

  it('is the request’s own origin otherwise', () => {
    setServerApiLookup(() => serverApi(undefined));
    expect(publicOrigin(new Request('http://127.0.0.1:3000/ar/'))).toBe('http://127.0.0.1:3000');
  });
});

describe('absoluteUrl', () => {
  it('puts a path on the origin and leaves an absolute URL alone', () => {
    expect(absoluteUrl('https://k.eg', '/media/a.svg')).toBe('https://k.eg/media/a.svg');
    expect(absoluteUrl('https://k.eg', 'media/a.svg')).toBe('https://k.eg/media/a.svg');
    expect(absoluteUrl('https://k.eg', 'https://cdn.k.eg/a.svg')).toBe('https://cdn.k.eg/a.svg');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { readPageCookie, writePageCookie } from './page-cookies';

afterEach(() => {
  writePageCookie('lang', null);
});

describe('page cookies', () => {
  it('writes a cookie the server reads back from the request, and removes it', () => {
    writePageCookie('lang', 'ar');
    expect(readPageCookie(document.cookie, 'lang')).toBe('ar');
    writePageCookie('lang', null);
    expect(readPageCookie(document.cookie, 'lang')).toBeNull();
  });

  it('reads one cookie among others, and nothing from a missing or broken header', () => {
    expect(readPageCookie('a=1; lang=ar; signed-in=1', 'lang')).toBe('ar');
    expect(readPageCookie('xlang=en; lang = ar ', 'lang')).toBe('ar');
    expect(readPageCookie('lang=%E0%A4%A', 'lang')).toBeNull();
    expect(readPageCookie(undefined, 'lang')).toBeNull();
    expect(readPageCookie('novalue; other', 'lang')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { detectLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage } from './detect-language';

const storageWith = (value: string | null) => ({ getItem: () => value });
const browser = (languages: string[]) => ({ languages, language: languages[0] ?? '' });

describe('detectLanguage', () => {
  it('prefers the stored choice over the browser', () => {
    expect(detectLanguage({ storage: storageWith('ar'), navigator: browser(['en-US']) })).toBe('ar');
  });

  it('takes the first browser language we ship, reducing ar-EG to ar', () => {
    expect(detectLanguage({ storage: storageWith(null), navigator: browser(['fr-FR', 'ar-EG', 'en']) })).toBe(
      'ar',
    );
  });

  it('skips a stored value it does not ship', () => {
    expect(detectLanguage({ storage: storageWith('de'), navigator: browser(['ar']) })).toBe('ar');
  });

  it('falls back to the page language tag, then English', () => {
    const nothing = { storage: storageWith(null), navigator: browser(['fr-FR']) };
    expect(detectLanguage({ ...nothing, documentElement: { lang: 'ar' } })).toBe('ar');
    expect(detectLanguage({ ...nothing, documentElement: { lang: 'de' } })).toBe('en');
    expect(detectLanguage({})).toBe('en');
  });

  it('carries on when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(detectLanguage({ storage: blocked, navigator: browser(['ar-EG']) })).toBe('ar');
  });
});

describe('rememberLanguage', () => {
  it('stores the choice under the key SPEC §1 names, and survives blocked storage', () => {
    rememberLanguage('ar', localStorage);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
    const full = {
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(() => rememberLanguage('en', full)).not.toThrow();
    // The server draws the next page in the remembered language too.
    expect(document.cookie).toContain('lang=en');
  });
});

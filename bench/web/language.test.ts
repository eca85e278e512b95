import { describe, expect, it } from 'vitest';
import { languageFlag, languageMismatch } from './language.ts';

describe('languageMismatch', () => {
  it('accepts a page in the language and direction of its run', () => {
    expect(languageMismatch('ar', { lang: 'ar', dir: 'rtl' })).toBeNull();
    expect(languageMismatch('en', { lang: 'en', dir: 'ltr' })).toBeNull();
  });

  it('explains a page that rendered in the other language or direction', () => {
    expect(languageMismatch('ar', { lang: 'en', dir: 'ltr' })).toMatch(/expected <html lang="ar" dir="rtl">/);
    expect(languageMismatch('ar', { lang: 'ar', dir: 'ltr' })).not.toBeNull();
    expect(languageMismatch('en', undefined)).toMatch(/could not be read/);
  });
});

describe('languageFlag', () => {
  it('puts Arabic first in the browser languages for an Arabic run', () => {
    expect(languageFlag('ar')).toBe('--accept-lang=ar-EG,ar');
    expect(languageFlag('en')).toBe('--accept-lang=en-US,en');
  });
});

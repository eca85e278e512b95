import { describe, expect, it } from 'vitest';
import { languageFrom } from './language.js';

describe('languageFrom', () => {
  it('falls back to English when the header is missing or names another language', () => {
    expect(languageFrom(undefined)).toBe('en');
    expect(languageFrom('fr-FR,de;q=0.8')).toBe('en');
  });

  it('picks Arabic for an Egyptian Arabic browser', () => {
    expect(languageFrom('ar-EG,ar;q=0.9,en-US;q=0.8')).toBe('ar');
  });

  it('respects quality values over order', () => {
    expect(languageFrom('en;q=0.4, ar;q=0.9')).toBe('ar');
  });

  it('ignores languages refused with q=0', () => {
    expect(languageFrom('ar;q=0, en')).toBe('en');
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language.js';

describe('acceptedLanguages', () => {
  it('lists the tags by quality, keeping the header order among equals', () => {
    expect(acceptedLanguages('fr, ar-EG;q=0.9, en;q=0.8')).toEqual(['fr', 'ar-EG', 'en']);
    expect(acceptedLanguages('en;q=0.5,ar-EG,ar;q=0.5')).toEqual(['ar-EG', 'en', 'ar']);
  });

  it('leaves out refused, malformed and wildcard entries, and reads nothing from no header', () => {
    expect(acceptedLanguages('ar;q=0, *;q=0.5, en;q=abc, fr')).toEqual(['fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(' , ')).toEqual([]);
  });
});

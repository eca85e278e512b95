import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_HTTP_STATUS, ERROR_MESSAGES, errorMessage, isErrorCode } from './errors.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const ARABIC_LETTER = /[\u0621-\u064a]/;

describe('error catalogue', () => {
  it('has an English and an Arabic message and an HTTP status for every code', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_MESSAGES[code].en.trim()).not.toBe('');
      expect(ERROR_MESSAGES[code].ar).toMatch(ARABIC_LETTER);
      expect(ERROR_HTTP_STATUS[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('uses the same placeholders in both languages', () => {
    for (const code of ERROR_CODES) {
      expect(placeholders(ERROR_MESSAGES[code].ar)).toEqual(placeholders(ERROR_MESSAGES[code].en));
    }
  });

  it('keeps client errors 4xx and only server faults 5xx', () => {
    expect(ERROR_HTTP_STATUS.INTERNAL_ERROR).toBe(500);
    expect(ERROR_HTTP_STATUS.UNAUTHORIZED).toBe(401);
    expect(ERROR_HTTP_STATUS.INVALID_PARAMETER).toBe(400);
    expect(ERROR_HTTP_STATUS.OUT_OF_STOCK).toBe(400);
    expect(ERROR_HTTP_STATUS.ONLY_AVAILABLE).toBe(400);
  });

  it('answers the staff console: conflicts 409, missing things 404, images 413 and 415', () => {
    for (const code of [
      'ILLEGAL_STATUS_TRANSITION',
      'TRADE_IN_ALREADY_DECIDED',
      'STOCK_BELOW_ZERO',
      'DEALER_NAME_TAKEN',
      'CANNOT_CHANGE_OWN_ACCOUNT',
    ] as const) {
      expect(ERROR_HTTP_STATUS[code], code).toBe(409);
    }
    for (const code of ['TRADE_IN_NOT_FOUND', 'DEALER_NOT_FOUND', 'CONVERSATION_NOT_FOUND'] as const) {
      expect(ERROR_HTTP_STATUS[code], code).toBe(404);
    }
    expect(ERROR_HTTP_STATUS.IMAGE_TOO_LARGE).toBe(413);
    expect(ERROR_HTTP_STATUS.IMAGE_UNSUPPORTED).toBe(415);
    expect(errorMessage('STOCK_BELOW_ZERO', 'ar', { count: 2 })).toBe(
      'لا يمكن أن يقل المخزون عن صفر: الكمية المتاحة 2.',
    );
    expect(errorMessage('IMAGE_TOO_LARGE', 'en', { limit: 5 })).toBe(
      'The image is too large; the limit is 5 MB.',
    );
  });
});

describe('errorMessage', () => {
  it('fills placeholders in English with the SPEC wording', () => {
    expect(errorMessage('ONLY_AVAILABLE', 'en', { count: 3 })).toBe('Only 3 items available in stock');
  });

  it('fills placeholders in Arabic', () => {
    expect(errorMessage('ONLY_AVAILABLE', 'ar', { count: 3 })).toBe('الكمية المتاحة في المخزون 3 فقط');
    expect(errorMessage('INVALID_PARAMETER', 'ar', { param: 'priceMin' })).toBe('قيمة "priceMin" غير صحيحة.');
  });

  it('defaults to English', () => {
    expect(errorMessage('CART_EMPTY')).toBe('Your cart is empty.');
  });

  it('falls back to English for a language it does not know', () => {
    expect(errorMessage('CART_EMPTY', 'fr' as 'en')).toBe('Your cart is empty.');
    expect(errorMessage('CART_EMPTY', 'constructor' as 'en')).toBe('Your cart is empty.');
  });

  it('leaves a placeholder visible when its value is missing', () => {
    expect(errorMessage('ONLY_AVAILABLE', 'en')).toBe('Only {count} items available in stock');
  });
});

describe('isErrorCode', () => {
  it('recognises only catalogue codes', () => {
    expect(isErrorCode('OUT_OF_STOCK')).toBe(true);
    expect(isErrorCode('out_of_stock')).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});

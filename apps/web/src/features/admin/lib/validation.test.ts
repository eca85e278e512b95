import { productWritePayloadSchema, stockAdjustmentPayloadSchema } from '@kahraba/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/http-client';
import { i18n } from '../../../shared/i18n/i18n';
import { loadAdminTexts } from '../testing/admin-test-utils';
import { issueKey, serverIssues, validationText, zodFormOptions } from './validation';

const t = i18n.getFixedT('en', 'admin');

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

beforeAll(loadAdminTexts);

describe('form validation keys', () => {
  it('names the built-in checks by key and limit, and keeps the contract’s own messages', () => {
    const result = productWritePayloadSchema.safeParse(
      {
        name: ' ',
        brand: 'x'.repeat(61),
        category: 'Mobile',
        productType: 'MobileTablet',
        price: Number.NaN,
        images: [],
      },
      zodFormOptions,
    );
    expect(messages(result)).toMatchObject({
      name: 'required',
      brand: 'tooLong:60',
      price: 'number',
      images: 'imageRequired',
    });
    expect(
      messages(stockAdjustmentPayloadSchema.safeParse({ delta: 0, reason: '' }, zodFormOptions)),
    ).toEqual({
      delta: 'deltaZero',
      reason: 'required',
    });
    expect(issueKey({ code: 'too_small', origin: 'number', minimum: 0, inclusive: false })).toBe('positive');
    expect(issueKey({ code: 'invalid_type', expected: 'int', input: 1.5 })).toBe('wholeNumber');
    expect(issueKey({ code: 'invalid_type', expected: 'number', input: undefined })).toBe('required');
  });

  it('writes each key in the staff member’s language, with its limit', () => {
    expect(validationText({ message: 'tooLong:60' }, t)).toBe('Use at most 60 characters.');
    expect(validationText({ message: 'required' }, t)).toBe('This field is required.');
    expect(validationText({ message: 'Something zod said in English' }, t)).toBe('Please check this value.');
    const arabic = i18n.getFixedT('ar', 'admin');
    expect(validationText({ message: 'required' }, arabic)).toBe('هذا الحقل مطلوب.');
  });

  it('reads the field problems of a 400 answer, and nothing from other failures', () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Some of the information sent is not valid.', {
      issues: [
        { path: 'price', message: 'discountNotLower' },
        { path: '', message: 'x' },
      ],
    });
    expect(serverIssues(refused)).toEqual([{ path: 'price', message: 'discountNotLower' }]);
    expect(serverIssues(new ApiError(409, 'CONFLICT', 'No'))).toEqual([]);
    expect(serverIssues(new Error('boom'))).toEqual([]);
  });
});

import { formatNumber } from '@kahraba/domain';
import type { FormatterModule } from 'i18next';
import { toLanguage } from './detect-language';

/**
 * i18next's formatter for the shop: every number a text interpolates ({{count}}, {{value}},
 * {{percent}}, ...) is written by the shop's one number format (packages/domain formatNumber),
 * so "28 منتج" and "EGP 21,866.67" on one Arabic page use the same digits and grouping.
 * Strings pass through untouched (names, order numbers, dates already formatted); a text that
 * must show a number as it is (a year) is given it as a string.
 */
export const numberFormatter: FormatterModule = {
  type: 'formatter',
  init() {},
  // The texts name no format of their own beyond "number"; nothing to register.
  add() {},
  addCached() {},
  format(value, format, lng) {
    if (typeof value !== 'number' || !Number.isFinite(value)) return value;
    if (format && format !== 'number') return value;
    return formatNumber(value, toLanguage(lng));
  },
};

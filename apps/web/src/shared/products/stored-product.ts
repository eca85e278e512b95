import { CATEGORIES } from '@kahraba/domain';
import type { CardProduct } from './card-product';

// The compare list is kept in sessionStorage between pages. What comes back is checked by hand, for
// the fields the compare table reads, instead of with the domain's zod schema: zod would otherwise be
// in the first download of every page that shows product cards, for a list that is usually empty.

type Fields = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isId = (value: unknown): value is string => isText(value) && value.trim().length > 0;
const isOptional = (value: unknown, check: (v: unknown) => boolean) =>
  value === null || value === undefined || check(value);
const isCategory = (value: unknown): boolean => (CATEGORIES as readonly unknown[]).includes(value);

/** A product read back from storage, or null when it no longer reads as one. */
export function readStoredProduct(value: unknown): CardProduct | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const p = value as Fields;
  const valid =
    isId(p._id) &&
    isId(p.id) &&
    isText(p.name) &&
    isOptional(p.nameAr, isText) &&
    isText(p.brand) &&
    isCategory(p.category) &&
    isText(p.image) &&
    isNumber(p.price) &&
    isOptional(p.priceAfterDiscount, isNumber) &&
    isOptional(p.discount, isNumber) &&
    isNumber(p.discountPercentage) &&
    isNumber(p.quantity);
  return valid ? (value as CardProduct) : null;
}

import type { Language } from './taxonomy.js';

// Product families (decision 0013): the same model in several colours, memory sizes or
// case sizes. Each variant stays a product of its own; these rules say which options a family may
// vary in, what a valid value of each looks like, and which sibling a shopper's choice leads to.

/** The options a family can vary in, in the order the product page offers them. */
export const VARIANT_AXES = ['color', 'storage', 'ram', 'size'] as const;
export type VariantAxis = (typeof VARIANT_AXES)[number];

/** A variant's value on each of its family's axes, e.g. { color: 'Gray', storage: '512GB' }. */
export type VariantOptions = Partial<Record<VariantAxis, string>>;

export const isVariantAxis = (value: unknown): value is VariantAxis =>
  (VARIANT_AXES as readonly unknown[]).includes(value);

/**
 * Memory and case sizes are codes that read the same in both languages (256GB, 1TB, 42mm), so
 * they are held to a code's shape; colours are words and need an Arabic name (see the family's
 * valueNamesAr).
 */
const CODE_SHAPES: Record<Exclude<VariantAxis, 'color'>, RegExp> = {
  storage: /^\d{1,4}(\.\d{1,2})?(GB|TB)$/,
  ram: /^\d{1,4}(\.\d{1,2})?(GB|TB)$/,
  size: /^\d{1,4}(\.\d{1,2})?(mm|cm|in|")$/,
};

export const OPTION_VALUE_MAX_LENGTH = 40;

/** Why a value cannot be an option on `axis` (a message key of the console), or null when it can. */
export function optionValueProblem(axis: VariantAxis, value: string): 'optionValue' | 'optionCode' | null {
  if (value.trim() !== value || value === '' || value.length > OPTION_VALUE_MAX_LENGTH) return 'optionValue';
  if (axis === 'color') return null;
  return CODE_SHAPES[axis].test(value) ? null : 'optionCode';
}

/** Sizes in a common unit, so 512GB comes before 1TB and 41mm before 45mm. */
function magnitude(value: string): number {
  const number = Number.parseFloat(value);
  if (Number.isNaN(number)) return Number.POSITIVE_INFINITY;
  return value.endsWith('TB') ? number * 1024 : number;
}

/** An axis's values in the order a shopper scans them: codes smallest first, colours as listed. */
export function sortAxisValues(axis: VariantAxis, values: Iterable<string>): string[] {
  const unique = [...new Set(values)];
  if (axis === 'color') return unique;
  return unique.sort((a, b) => magnitude(a) - magnitude(b) || a.localeCompare(b));
}

/** Arabic names of a family's word values, per axis: { color: { Gray: 'رمادي' } }. */
export type OptionNamesAr = Partial<Record<VariantAxis, Record<string, string>>>;

/** The value as a shopper reads it: a colour's Arabic name in Arabic, codes as they are. */
export function optionValueName(
  axis: VariantAxis,
  value: string,
  language: Language,
  namesAr: OptionNamesAr,
): string {
  if (language === 'ar') return namesAr[axis]?.[value] ?? value;
  return value;
}

export interface VariantChoice {
  id: string;
  options: VariantOptions;
  inStock: boolean;
}

/**
 * The sibling a shopper lands on after choosing `value` on `axis`: the one with that value that
 * keeps most of the current choices on the other axes (earlier axes weigh more), in stock before
 * out of stock. Undefined when no sibling has the value.
 */
export function closestVariant<V extends VariantChoice>(
  variants: readonly V[],
  axes: readonly VariantAxis[],
  current: VariantOptions,
  axis: VariantAxis,
  value: string,
): V | undefined {
  let best: V | undefined;
  let bestScore = -1;
  for (const variant of variants) {
    if (variant.options[axis] !== value) continue;
    let score = variant.inStock ? 1 : 0;
    axes.forEach((other, index) => {
      if (other !== axis && variant.options[other] === current[other])
        score += 2 ** (axes.length - index + 1);
    });
    if (score > bestScore) {
      best = variant;
      bestScore = score;
    }
  }
  return best;
}

/** Whether the choice keeps every other current option (else it moves them too). */
export function isExactChoice(
  variant: VariantChoice,
  axes: readonly VariantAxis[],
  current: VariantOptions,
  axis: VariantAxis,
): boolean {
  return axes.every((other) => other === axis || variant.options[other] === current[other]);
}

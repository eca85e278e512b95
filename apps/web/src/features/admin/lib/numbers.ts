import { toWesternDigits } from '@kahraba/domain';

/**
 * A number typed into a text field, as the schema should see it: Arabic keyboards type "١٢٫٥"
 * for 12.5, and an empty field is "not given" (undefined, or null where the contract allows none)
 * rather than 0. Anything else that is not a number stays NaN, which the schema names.
 */
export function parseTypedNumber(
  text: unknown,
  empty: null | undefined = undefined,
): number | null | undefined {
  if (typeof text === 'number') return text;
  if (typeof text !== 'string') return empty;
  const normalised = toWesternDigits(text.trim()).replace('٫', '.').replace(/[,،٬]/g, '');
  if (normalised === '') return empty;
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : Number.NaN;
}

/** A text field that may be left empty where the contract wants null for "none". */
export const emptyAsNull = (text: unknown) =>
  typeof text === 'string' && text.trim() === '' ? null : (text as string | null);

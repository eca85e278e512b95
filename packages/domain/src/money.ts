import { numberFormat } from './format.js';
import type { Language } from './taxonomy.js';

// Prices arrive as EGP with up to 2 decimals; sums are done in integer piastres (1 EGP = 100
// piastres) so that 0.1 + 0.2 never shows up as 0.30000000000000004 on an invoice.

/** Moves the decimal point of a finite number by `places` through its shortest decimal form. */
function shiftDecimal(value: number, places: number): number {
  // 15 significant digits drop the binary noise (1.005 is stored as 1.00499999999999989...).
  const [mantissa, exponent = '0'] = value.toPrecision(15).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/** Rounds half away from zero to `decimals` places, as a shopper would on paper. Non-finite → 0. */
export function roundHalfAwayFromZero(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return 0;
  const rounded = Math.round(shiftDecimal(Math.abs(value), decimals));
  const result = decimals === 0 ? rounded : shiftDecimal(rounded, -decimals);
  return value < 0 && result !== 0 ? -result : result;
}

/** EGP to whole piastres, rounded half away from zero. Non-finite → 0. */
export function toPiastres(egp: number): number {
  return Number.isFinite(egp) ? roundHalfAwayFromZero(shiftDecimal(egp, 2)) : 0;
}

export function fromPiastres(piastres: number): number {
  if (!Number.isFinite(piastres)) return 0;
  // Division is correctly rounded, so 101 / 100 is exactly the double the literal 1.01 denotes.
  return Math.round(piastres) / 100;
}

export function roundEgp(value: number): number {
  return roundHalfAwayFromZero(value, 2);
}

function formatter(lang: Language, fractionDigits: 0 | 2): Intl.NumberFormat {
  return numberFormat(lang, {
    style: 'currency',
    currency: 'EGP',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
}

/** "EGP 1,299" for whole amounts, "EGP 216.50" otherwise (never "216.5"); a no-break space keeps "EGP" with its number. */
export function formatEgp(amount: number, lang: Language): string {
  const value = roundEgp(amount);
  return formatter(lang, Number.isInteger(value) ? 0 : 2).format(value);
}

/** The longest e-mail address SMTP can carry (RFC 5321's path limit less its angle brackets). */
export const EMAIL_MAX = 254;

const WHITESPACE = /\s/;

/**
 * The e-mail shape both the signup form and the API check: something@something.tld, no spaces,
 * one @, a dot inside the part after it. Written as one pass over the text instead of the pattern
 * /^[^\s@]+@[^\s@]+\.[^\s@]+$/, which backtracks over every dot and took seconds on a long input:
 * this costs one step per character whatever the text.
 */
export function isEmailShape(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@') || WHITESPACE.test(text)) return false;
  // A dot with at least one character on each side, after the @: the last such dot is enough.
  const dot = text.lastIndexOf('.', text.length - 2);
  return dot > at + 1;
}

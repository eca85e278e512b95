/**
 * How many of a listing's first pictures load at once rather than lazily: a desktop's first row.
 * The page preloader fetches the same ones ahead of the page (app/first-reads.ts).
 */
export const EAGER_PICTURES = 3;

/** How many of a listing's first pictures load at once rather than lazily: a desktop's first row. */
export const EAGER_PICTURES = 3;

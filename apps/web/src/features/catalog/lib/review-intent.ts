/** The intent the review form posts to the product page's action when the page's scripts have not run. */
export const REVIEW_INTENT = 'review';

import {
  DEFAULT_CATEGORY_SORT,
  DEFAULT_SEARCH_SORT,
  isCategoryPageKey,
  LIMITS,
  type Product,
} from '@kahraba/domain';
import { buildUrl } from '../shared/api/url';
import { EAGER_PICTURES } from '../shared/products/eager-pictures';
import { matchesPattern } from './match-pattern';
import { shopPages } from './shop-pages';

/** A read a page starts with, and the pictures in its answer that the page loads at once. */
export interface FirstRead {
  url: string;
  /** Left out where those pictures depend on more than this answer (the offers' order). */
  pictures?: (data: unknown) => string[];
}

const listingPictures = (data: unknown): string[] =>
  Array.isArray(data) ? (data as Product[]).slice(0, EAGER_PICTURES).map((product) => product.image) : [];

const productPicture = (data: unknown): string[] => {
  const image = (data as Product | undefined)?.image;
  return image ? [image] : [];
};

/**
 * The API reads a first visit to `pathname?search` starts with, for the page preloader to start
 * them alongside the page's code. Only plain addresses are covered (a search for words, a category
 * page without filters, a product, the offers, which filter and sort on the page): the pages build
 * their own requests from the URL's filters, and a test (first-reads.test.tsx) keeps these
 * addresses equal to what each page asks for. A read missed here is simply made by the page.
 * The brand filter's list is left to the filter panel: a phone does not draw the folded panel, and
 * on a wide screen the list is not what the shopper looks at first.
 */
export function firstReadsFor(pathname: string, search: string): FirstRead[] {
  const params = new URLSearchParams(search);
  const segments = pathname.split('/').filter(Boolean);
  const onlyParams = (...names: string[]) => [...params.keys()].every((name) => names.includes(name));

  if (matchesPattern(shopPages.search.pattern, pathname) && onlyParams('q')) {
    const q = params.get('q')?.trim();
    if (!q) return [];
    const query = { q, sort: DEFAULT_SEARCH_SORT, page: 1, limit: LIMITS.pageSizeDefault };
    return [{ url: buildUrl('/product', query), pictures: listingPictures }];
  }
  if (matchesPattern(shopPages.category.pattern, pathname) && onlyParams()) {
    const category = decodeURIComponent(segments[1] ?? '');
    if (!isCategoryPageKey(category)) return [];
    const query = { category, sort: DEFAULT_CATEGORY_SORT, page: 1, limit: LIMITS.pageSizeDefault };
    return [{ url: buildUrl('/product', query), pictures: listingPictures }];
  }
  if (matchesPattern(shopPages.offers.pattern, pathname)) {
    return [
      { url: buildUrl('/product', { discount: 'yes', limit: LIMITS.pageSizeMax, sort: 'discount' }) },
      { url: buildUrl('/analytics/top-exclusive', { limit: LIMITS.pageSizeMax }) },
    ];
  }
  if (matchesPattern(shopPages.product.pattern, pathname)) {
    const id = decodeURIComponent(segments[1] ?? '');
    return [{ url: buildUrl(`/product/${encodeURIComponent(id)}`), pictures: productPicture }];
  }
  return [];
}

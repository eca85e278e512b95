import type { TFunction } from 'i18next';
import type { ProductList } from './api';

/**
 * "24 products found", or "1,000+ products found" when the server stopped counting at its bound
 * (it says so with totalExact): the page says what it knows, not a number it made up.
 */
export function countText(t: TFunction<'search'>, list: Pick<ProductList, 'total' | 'totalExact'>): string {
  return list.totalExact ? t('count', { count: list.total }) : t('countAtLeast', { total: list.total });
}

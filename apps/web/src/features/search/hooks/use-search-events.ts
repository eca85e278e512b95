import { useEffect, useLayoutEffect, useRef } from 'react';
import { filtersFromCategoryEvent, filtersFromSearchEvent, type SearchFilters } from './use-search-filters';

/**
 * Window events other parts of the app fire to steer the search page (SPEC §2):
 * `searchQueryChanged` with `{ type: 'category' | 'search' | 'clear', value }`, and
 * `categoryChanged` with `{ category }` or the category itself.
 */
export const SEARCH_QUERY_CHANGED = 'searchQueryChanged';
export const CATEGORY_CHANGED = 'categoryChanged';

export interface SearchQueryChangedDetail {
  type: 'category' | 'search' | 'clear';
  value?: string;
}

export type CategoryChangedDetail = { category: string } | string;

/** Calls `onFilters` with the filters each event asks for; events it cannot read are ignored. */
export function useSearchEvents(onFilters: (filters: SearchFilters) => void): void {
  const onFiltersRef = useRef(onFilters);
  useLayoutEffect(() => {
    onFiltersRef.current = onFilters;
  });

  useEffect(() => {
    const listen = (read: (detail: unknown) => SearchFilters | null) => (event: Event) => {
      const filters = read((event as CustomEvent<unknown>).detail);
      if (filters) onFiltersRef.current(filters);
    };
    const onSearchQuery = listen(filtersFromSearchEvent);
    const onCategory = listen(filtersFromCategoryEvent);
    window.addEventListener(SEARCH_QUERY_CHANGED, onSearchQuery);
    window.addEventListener(CATEGORY_CHANGED, onCategory);
    return () => {
      window.removeEventListener(SEARCH_QUERY_CHANGED, onSearchQuery);
      window.removeEventListener(CATEGORY_CHANGED, onCategory);
    };
  }, []);
}

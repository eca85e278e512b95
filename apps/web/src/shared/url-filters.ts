import { type ProductListParams, readProductListParam } from '@kahraba/domain';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

// Listing pages keep their filters in the URL, so a reload, a shared link and back/forward all
// show the same list. The URL is the state: pages read filters from it and write filters to it,
// and keep only half-typed input (a price being typed) in React state.
//
// URLs are typed by people and kept in bookmarks, so they are read leniently: a value the API
// would reject with a 400 is dropped here instead of breaking the whole page.

type QueryName = keyof ProductListParams;

/** The URL's value of a GET /product parameter, dropped when the API would refuse it. */
export function readQueryParam<K extends QueryName>(
  params: URLSearchParams,
  name: K,
): ProductListParams[K] | undefined {
  return readProductListParam(name, params.get(name));
}

/** `value` when it is one of `list`, else undefined: narrows URL text to a page's own choices. */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The page number from the URL: a whole number from 1, else the first page. */
export function readPage(params: URLSearchParams): number {
  return readQueryParam(params, 'page') ?? 1;
}

export type UrlValue = string | number | undefined;

export interface UrlFiltersCodec<T> {
  parse: (params: URLSearchParams) => T;
  /** The filters as URL parameters; undefined and empty values are left out of the URL. */
  serialize: (filters: T) => Readonly<Record<string, UrlValue>>;
}

export function toSearchParams(values: Readonly<Record<string, UrlValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

export interface SetFiltersOptions {
  /** Replace the current history entry instead of adding one (e.g. while the shopper types). */
  replace?: boolean;
  /**
   * Scroll to the top, as a new page does. Off by default: a shopper changing the sort keeps
   * their place; turning to the next page of results wants the top of the list.
   */
  scrollToTop?: boolean;
}

export type FiltersUpdate<T> = T | ((current: T) => T);

/**
 * Filters parsed from the current URL, and a setter that writes a new set to the URL (a new
 * history entry by default, so Back undoes a filter). Pass a stable codec (module level or memoised).
 *
 * The setter also takes an update function. It is handed the latest filters, including a write
 * the router has not committed yet: two quick changes (a sort, then a brand, before the page has
 * re-rendered) both land instead of the second undoing the first.
 */
export function useUrlFilters<T>(codec: UrlFiltersCodec<T>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => codec.parse(params), [codec, params]);

  const latest = useRef({ params, filters });
  useLayoutEffect(() => {
    latest.current = { params, filters };
  });
  // The writes the router has not shown yet (their URLs, oldest first), and the newest one's
  // filters. Navigations are asynchronous (loaders run first), so the URL shown may be an earlier
  // write of ours: the newest write still stands. Only once the URL reaches the newest write, or
  // moves somewhere no write of ours led (Back, a link), is the URL the truth again.
  const pending = useRef<{ urls: string[]; value: T } | null>(null);

  const setFilters = useCallback(
    (update: FiltersUpdate<T>, { replace = false, scrollToTop = false }: SetFiltersOptions = {}) => {
      const { params: shown, filters: parsed } = latest.current;
      const shownUrl = shown.toString();
      const waiting = pending.current;
      const stillPending = waiting?.urls.includes(shownUrl) === true && waiting.urls.at(-1) !== shownUrl;
      const current = stillPending && waiting ? waiting.value : parsed;
      const next = typeof update === 'function' ? (update as (current: T) => T)(current) : update;
      const nextParams = toSearchParams(codec.serialize(next));
      const earlier =
        stillPending && waiting ? waiting.urls.slice(waiting.urls.indexOf(shownUrl)) : [shownUrl];
      pending.current = { urls: [...earlier, nextParams.toString()], value: next };
      setParams(nextParams, { replace, preventScrollReset: !scrollToTop });
    },
    [codec, setParams],
  );
  return { filters, setFilters };
}

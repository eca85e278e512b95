import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import { type UrlFiltersCodec, type UrlValue, useUrlFilters } from '../../../shared/url-filters';

type ListQuerySchema = z.ZodObject<Record<string, z.ZodType>>;

function toUrlValue(value: unknown): UrlValue {
  if (Array.isArray(value)) return value.length > 0 ? value.join(',') : undefined;
  if (typeof value === 'boolean') return value ? 'true' : undefined;
  if (typeof value === 'string' || typeof value === 'number') return value;
  return undefined;
}

/**
 * The URL codec of a staff list, built from the list's query schema in the contract: each
 * parameter is read with its own schema, and one the API would refuse (a hand-edited URL) falls
 * back to its default instead of failing the page. Defaults stay out of the URL.
 */
export function listQueryCodec<S extends ListQuerySchema>(schema: S): UrlFiltersCodec<z.output<S>> {
  const shape = Object.entries(schema.shape);
  const defaults = Object.fromEntries(shape.map(([name, field]) => [name, field.safeParse(undefined).data]));
  return {
    parse: (params) =>
      Object.fromEntries(
        shape.map(([name, field]) => {
          const parsed = field.safeParse(params.get(name) ?? undefined);
          return [name, parsed.success ? parsed.data : defaults[name]];
        }),
      ) as z.output<S>,
    serialize: (filters) =>
      Object.fromEntries(
        Object.entries(filters as Record<string, unknown>).map(([name, value]) => [
          name,
          value === defaults[name] ? undefined : toUrlValue(value),
        ]),
      ),
  };
}

/**
 * A staff list's filters kept in the URL (a reload or a shared link shows the same list), with
 * the two moves every table makes: change a filter (back to page 1) and turn the page.
 */
export function useListFilters<T extends { page: number }>(codec: UrlFiltersCodec<T>) {
  const { filters, setFilters } = useUrlFilters(codec);
  const setFilter = useCallback(
    (changes: Partial<T>, options?: { replace?: boolean }) =>
      setFilters((current) => ({ ...current, ...changes, page: 1 }), options),
    [setFilters],
  );
  const setPage = useCallback(
    (page: number) => setFilters((current) => ({ ...current, page }), { scrollToTop: true }),
    [setFilters],
  );
  return useMemo(() => ({ filters, setFilter, setPage }), [filters, setFilter, setPage]);
}

import { z } from 'zod';

/** Entity ids as the API sends them (`_id`, `id`, product references). */
export const idSchema = z.string().trim().min(1).max(64);

/** Timestamps on the wire: ISO 8601 strings, e.g. "2026-11-22T10:00:00.000Z". */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A required text field: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const moneySchema = z.number().nonnegative();

/**
 * A page of a list: `{ items, total, page, limit, pages }`. Here, not with the staff API's shapes,
 * so that the shop's product reviews can use it without pulling every staff schema into the pages.
 */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.int().nonnegative(),
    page: z.int().min(1),
    limit: z.int().min(1),
    pages: z.int().nonnegative(),
  });
}
export type Paged<T> = { items: T[]; total: number; page: number; limit: number; pages: number };

import { z } from 'zod';

/** Entity ids as the API sends them (`_id`, `id`, product references). */
export const idSchema = z.string().trim().min(1).max(64);

/** Timestamps on the wire: ISO 8601 strings, e.g. "2026-11-22T10:00:00.000Z". */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A required text field: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const moneySchema = z.number().nonnegative();

import { z } from 'zod';
import { ERROR_CODES } from '../errors.js';

/** `{ status: 'success', data }`: every successful API answer. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal('success'), data });
}
export type SuccessEnvelope<T> = { status: 'success'; data: T };

export const errorEnvelopeSchema = z.object({
  status: z.literal('error'),
  code: z.enum(ERROR_CODES),
  /** In the language of the request's Accept-Language. */
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

import { z } from 'zod';
import { idSchema } from './common.js';

/** A brand on the dealers/brands listing and in the category page's brand filter. */
export const dealerSchema = z.object({
  _id: idSchema,
  name: z.string(),
  brief: z.string(),
  logo: z.string().nullable(),
});
export type Dealer = z.infer<typeof dealerSchema>;

import { z } from 'zod';
import { findArea, findGovernorate } from '../governorates.js';
import { isEgyptianMobile, normalizeEgyptianMobile } from '../phone.js';
import { idSchema, isoDateTimeSchema } from './common.js';

// The address book. Each failure carries its error-catalogue code as its message, so the API
// answers that code (in the shopper's language) and the page forms show the same text.

const localizedNameSchema = z.object({ en: z.string(), ar: z.string() });

/** A governorate or an area as the API names it: its id and its name in both languages. */
export const namedPlaceSchema = z.object({ id: z.string(), name: localizedNameSchema });
export type NamedPlace = z.infer<typeof namedPlaceSchema>;

export const governorateSchema = namedPlaceSchema.extend({ areas: z.array(namedPlaceSchema) });
export type GovernorateEntry = z.infer<typeof governorateSchema>;

const required = (max: number, code: string) =>
  z
    .string({ error: code })
    .trim()
    .min(1, { error: code, abort: true })
    .max(max, { error: code, abort: true });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const egyptianMobileSchema = z
  .string({ error: 'MOBILE_INVALID' })
  .max(30, { error: 'MOBILE_INVALID', abort: true })
  .refine(isEgyptianMobile, { error: 'MOBILE_INVALID', abort: true })
  .transform(normalizeEgyptianMobile);

const governorateIdSchema = z
  .string({ error: 'GOVERNORATE_NOT_FOUND' })
  .refine((id) => findGovernorate(id) !== undefined, 'GOVERNORATE_NOT_FOUND');

const addressShape = {
  /** "Home", "Work": the shopper's own name for it. */
  label: optionalText(40),
  recipientName: required(100, 'RECIPIENT_REQUIRED'),
  phone: egyptianMobileSchema,
  governorateId: governorateIdSchema,
  areaId: z.string({ error: 'AREA_NOT_IN_GOVERNORATE' }).max(60),
  street: required(200, 'STREET_REQUIRED'),
  building: required(40, 'BUILDING_REQUIRED'),
  floor: required(20, 'FLOOR_REQUIRED'),
  apartment: required(20, 'APARTMENT_REQUIRED'),
  landmark: optionalText(200),
  /** The address the checkout picks first; the first address saved is the default. */
  isDefault: z.boolean().default(false),
};

/** POST /user/me/addresses and PUT /user/me/addresses/{id}: the whole address. */
export const addressWritePayloadSchema = z
  .strictObject(addressShape)
  .refine(
    (a) =>
      findGovernorate(a.governorateId) === undefined || findArea(a.governorateId, a.areaId) !== undefined,
    {
      path: ['areaId'],
      error: 'AREA_NOT_IN_GOVERNORATE',
    },
  );
export type AddressWritePayload = z.infer<typeof addressWritePayloadSchema>;

/**
 * PATCH /user/me/addresses/{id}: the fields to change. The server checks the area against the
 * governorate the address ends up with.
 */
export const addressPatchPayloadSchema = z.strictObject(addressShape).partial();
export type AddressPatchPayload = z.infer<typeof addressPatchPayloadSchema>;
export type AddressWritePayloadInput = z.input<typeof addressWritePayloadSchema>;

export const savedAddressSchema = z.object({
  _id: idSchema,
  label: z.string().nullable(),
  recipientName: z.string(),
  phone: z.string(),
  governorate: namedPlaceSchema,
  area: namedPlaceSchema,
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  landmark: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

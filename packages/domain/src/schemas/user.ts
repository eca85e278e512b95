import { z } from 'zod';
import { EMAIL_MAX, isEmailShape } from '../email.js';
import { LIMITS } from '../limits.js';
import { isEgyptianMobile, normalizeEgyptianMobile } from '../phone.js';
import { ROLES } from '../taxonomy.js';
import { idSchema } from './common.js';

const PASSWORD_MAX = 128;

// Each failure carries the SPEC §5 key of its check as its message, so a client can show the
// same localised text for a server-side rejection as for its own validation. zod runs every check
// even after one failed, unless told to abort: the length limit aborts, so no later check ever
// reads more than the limit's worth of text, whatever size the body was.
const emailSchema = z
  .string({ error: 'emailRequired' })
  .trim()
  .min(1, { error: 'emailRequired', abort: true })
  .max(EMAIL_MAX, { error: 'emailInvalid', abort: true })
  .refine(isEmailShape, 'emailInvalid')
  // Shoppers type their e-mail in any case; it is stored and compared lower-cased.
  .toLowerCase();
const nameSchema = z
  .string({ error: 'nameRequired' })
  .trim()
  .min(1, { error: 'nameRequired', abort: true })
  .max(100, { abort: true });
const phoneSchema = z.string({ error: 'phoneRequired' }).trim().max(20, { abort: true });
// An account's phone is the number a courier rings, so it follows the address book's rule
// (phone.ts): an Egyptian mobile, kept as couriers dial it. Sign-up, the profile and checkout agree.
const mobileOrEmpty = (value: string) => value === '' || isEgyptianMobile(value);

export const userSchema = z.object({
  _id: idSchema,
  id: idSchema,
  name: z.string(),
  email: z.string(),
  /** null when the shopper gave none ("not provided"). */
  phone: z.string().nullable(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof userSchema>;

export const registerPayloadSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema
    .min(1, { error: 'phoneRequired', abort: true })
    .refine(isEgyptianMobile, 'phoneInvalid')
    .transform(normalizeEgyptianMobile),
  password: z.string({ error: 'passwordLength' }).min(LIMITS.passwordMin, 'passwordLength').max(PASSWORD_MAX),
  /** Sent by the signup form as "user"; ignored, since every registration makes a user. */
  role: z.string().optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const loginPayloadSchema = z.strictObject({
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired', abort: true })
    .max(EMAIL_MAX, { abort: true })
    .toLowerCase(),
  password: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(PASSWORD_MAX),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

/** POST /auth/change-password: the current password, and the new one (as long as a sign-up's). */
export const passwordChangePayloadSchema = z.strictObject({
  currentPassword: z.string({ error: 'passwordRequired' }).min(1, 'passwordRequired').max(PASSWORD_MAX),
  newPassword: z
    .string({ error: 'passwordLength' })
    .min(LIMITS.passwordMin, 'passwordLength')
    .max(PASSWORD_MAX),
});
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** POST /auth/password-reset: the account's e-mail; answered alike whether or not it has one. */
export const passwordResetRequestSchema = z.strictObject({
  email: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, { error: 'emailRequired', abort: true })
    .max(EMAIL_MAX, { error: 'emailInvalid', abort: true })
    .refine(isEmailShape, 'emailInvalid')
    .toLowerCase(),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The token a reset link carries: base64url of 32 random bytes. */
export const PASSWORD_RESET_TOKEN_PATTERN = /^[\w-]{43}$/;

/** POST /auth/password-reset/confirm: the token from the link and the new password (as long as a sign-up's). */
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string({ error: 'resetLinkInvalid' }).max(200, { abort: true }),
  password: z.string({ error: 'passwordLength' }).min(LIMITS.passwordMin, 'passwordLength').max(PASSWORD_MAX),
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /auth/login answers the token beside the user (SPEC §3). */
export const loginResponseSchema = z.object({
  status: z.literal('success'),
  token: z.string().min(1),
  data: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** PATCH /user/{id}: name and e-mail required, phone optional (an empty phone clears it). */
export const profileUpdatePayloadSchema = z.strictObject({
  name: nameSchema,
  email: emailSchema,
  phone: phoneSchema
    .refine(mobileOrEmpty, 'phoneInvalid')
    .transform((value) => (value === '' ? value : normalizeEgyptianMobile(value)))
    .optional(),
});
export type ProfileUpdatePayload = z.infer<typeof profileUpdatePayloadSchema>;

export type SignupErrorKey =
  | 'nameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'passwordLength'
  | 'passwordsNotMatch';

export interface SignupValues {
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

/** The first failing signup check, in the order of SPEC §5, or null when all pass. */
export function validateSignup(values: SignupValues): SignupErrorKey | null {
  const name = values.name?.trim() ?? '';
  const email = values.email?.trim() ?? '';
  const phone = values.phone?.trim() ?? '';
  const password = values.password ?? '';
  if (!name) return 'nameRequired';
  if (!email) return 'emailRequired';
  if (email.length > EMAIL_MAX || !isEmailShape(email)) return 'emailInvalid';
  if (!phone) return 'phoneRequired';
  if (!isEgyptianMobile(phone)) return 'phoneInvalid';
  if (password.length < LIMITS.passwordMin) return 'passwordLength';
  if ((values.confirmPassword ?? '') !== password) return 'passwordsNotMatch';
  return null;
}

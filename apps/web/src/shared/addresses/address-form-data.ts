import {
  type AddressWritePayload,
  type AddressWritePayloadInput,
  addressWritePayloadSchema,
  type ErrorCode,
  errorMessage,
  isErrorCode,
  type Language,
} from '@kahraba/domain';
import { ApiError } from '../api/http-client';

// An address form as posted (with or without the page's scripts), its checks, and the fields the
// API's refusals point at. The schema's messages are error-catalogue codes, so the form shows the
// same words whether the browser or the server refused it.

export const ADDRESS_TEXT_FIELDS = [
  'label',
  'recipientName',
  'phone',
  'street',
  'building',
  'floor',
  'apartment',
  'landmark',
] as const;
export type AddressField = (typeof ADDRESS_TEXT_FIELDS)[number] | 'governorateId' | 'areaId';
export type AddressErrors = Partial<Record<AddressField, string>>;

/** What the fields of an address form hold, as the form posts them. */
export function addressFromForm(form: FormData): AddressWritePayloadInput {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    label: text('label'),
    recipientName: text('recipientName'),
    phone: text('phone'),
    governorateId: text('governorateId'),
    areaId: text('areaId'),
    street: text('street'),
    building: text('building'),
    floor: text('floor'),
    apartment: text('apartment'),
    landmark: text('landmark'),
    isDefault: form.get('isDefault') === 'on' || form.get('isDefault') === 'true',
  };
}

/** The field each of the API's address refusals is about. */
const FIELD_OF_CODE: Partial<Record<ErrorCode, AddressField>> = {
  RECIPIENT_REQUIRED: 'recipientName',
  MOBILE_INVALID: 'phone',
  GOVERNORATE_NOT_FOUND: 'governorateId',
  AREA_NOT_IN_GOVERNORATE: 'areaId',
  STREET_REQUIRED: 'street',
  BUILDING_REQUIRED: 'building',
  FLOOR_REQUIRED: 'floor',
  APARTMENT_REQUIRED: 'apartment',
};

export type AddressCheck = { ok: true; address: AddressWritePayload } | { ok: false; errors: AddressErrors };

/** The form's values checked by the same schema as the API's, each failure under its field. */
export function checkAddress(input: AddressWritePayloadInput, language: Language): AddressCheck {
  const parsed = addressWritePayloadSchema.safeParse(input);
  if (parsed.success) return { ok: true, address: parsed.data };
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const code = isErrorCode(issue.message) ? issue.message : 'VALIDATION_ERROR';
    const field = FIELD_OF_CODE[code] ?? (issue.path[0] as AddressField | undefined);
    if (field && !errors[field]) errors[field] = errorMessage(code, language);
  }
  return { ok: false, errors };
}

/**
 * The errors a form shows while the shopper fixes it: of those it showed, the ones `check` still
 * finds. A field's error goes as soon as it is fixed; a field not yet complained about is left
 * alone until the next submit.
 */
export function errorsStillShown(shown: AddressErrors, check: AddressCheck): AddressErrors {
  if (check.ok) return {};
  const still: AddressErrors = {};
  for (const field of Object.keys(shown) as AddressField[]) {
    if (check.errors[field]) still[field] = check.errors[field];
  }
  return still;
}

/** A refusal from the API as field errors when it is about one field, else null. */
export function addressErrorsOf(error: unknown): AddressErrors | null {
  if (!(error instanceof ApiError) || !isErrorCode(error.code)) return null;
  const field = FIELD_OF_CODE[error.code];
  return field ? { [field]: error.message } : null;
}

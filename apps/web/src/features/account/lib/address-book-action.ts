import { data } from 'react-router';
import type { AddressFieldValues } from '../../../shared/addresses/address-fields';
import {
  type AddressErrors,
  addressErrorsOf,
  addressFromForm,
} from '../../../shared/addresses/address-form-data';
import { createAddress, deleteAddress, updateAddress } from '../../../shared/addresses/api';
import { ApiError } from '../../../shared/api/http-client';

export const ADDRESS_INTENTS = ['addAddress', 'updateAddress', 'deleteAddress', 'makeDefault'] as const;
export type AddressIntent = (typeof ADDRESS_INTENTS)[number];

export type AddressBookResult =
  | { intent: AddressIntent; ok: true }
  | {
      intent: AddressIntent | null;
      ok: false;
      /** Refusals about one field, under it. */
      errors: AddressErrors;
      /** A refusal about the whole request (a full book, a removed address). */
      failure: string | null;
      /** What was typed, so a form posted without scripts comes back filled in. */
      entered: AddressFieldValues | null;
    };

const isIntent = (value: unknown): value is AddressIntent =>
  (ADDRESS_INTENTS as readonly unknown[]).includes(value);

/**
 * The account page's address forms, as posted by the browser (with or without the page's
 * scripts). The API checks everything and answers its refusals in the shopper's language.
 */
export async function addressBookAction(form: FormData) {
  const intent = form.get('intent');
  const id = String(form.get('addressId') ?? '');
  if (!isIntent(intent)) {
    return data<AddressBookResult>(
      { intent: null, ok: false, errors: {}, failure: null, entered: null },
      { status: 400 },
    );
  }
  const entered = intent === 'addAddress' || intent === 'updateAddress' ? addressFromForm(form) : null;
  try {
    if (intent === 'addAddress') await createAddress(entered!);
    else if (intent === 'updateAddress') await updateAddress(id, entered!);
    else if (intent === 'deleteAddress') await deleteAddress(id);
    else await updateAddress(id, { isDefault: true });
    return data<AddressBookResult>({ intent, ok: true });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    const errors = addressErrorsOf(error);
    return data<AddressBookResult>(
      { intent, ok: false, errors: errors ?? {}, failure: errors ? null : error.message, entered },
      { status: error.status },
    );
  }
}

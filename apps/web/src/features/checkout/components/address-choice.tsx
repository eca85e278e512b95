import type { SavedAddress } from '@kahraba/domain';
import { AddressFields, type AddressFieldValues } from '../../../shared/addresses/address-fields';
import type { AddressErrors } from '../../../shared/addresses/address-form-data';
import { SavedAddressLines } from '../../../shared/addresses/saved-address-lines';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cn } from '../../../shared/ui/cn';

/** The radio value that asks for a new address to be entered. */
export const NEW_ADDRESS = 'new';

/**
 * Step 1: the shopper's saved addresses as radio cards (the default first, chosen from the start),
 * and "a new address", which opens the address fields in place. The radios post as `addressId`.
 */
export function AddressChoice({
  addresses,
  value,
  onChange,
  entered,
  errors,
  onPlaceChange,
  disabled,
}: {
  addresses: readonly SavedAddress[];
  value: string;
  onChange: (value: string) => void;
  /** What was typed into the new address before the server refused the form. */
  entered?: AddressFieldValues;
  errors: AddressErrors;
  onPlaceChange: (place: { governorateId: string; areaId: string }) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('orders');
  const card = (selected: boolean) =>
    cn(
      'flex cursor-pointer items-start gap-3 rounded-xl border p-4',
      selected ? 'border-volt-500 bg-volt-50' : 'border-navy-200 bg-white',
    );
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-bold text-navy-950">{t('checkout.shipping.savedLegend')}</legend>
      {addresses.map((address) => (
        <label key={address._id} className={card(value === address._id)}>
          <input
            type="radio"
            name="addressId"
            value={address._id}
            checked={value === address._id}
            onChange={() => onChange(address._id)}
            className="mt-1 accent-volt-500"
          />
          <span className="flex min-w-0 flex-col gap-1">
            {address.label && <bdi className="font-semibold text-navy-950">{address.label}</bdi>}
            <SavedAddressLines address={address} />
          </span>
        </label>
      ))}
      <label className={card(value === NEW_ADDRESS)}>
        <input
          type="radio"
          name="addressId"
          value={NEW_ADDRESS}
          checked={value === NEW_ADDRESS}
          onChange={() => onChange(NEW_ADDRESS)}
          className="mt-1 accent-volt-500"
        />
        <span className="flex flex-col gap-1">
          <span className="font-semibold text-navy-950">{t('checkout.shipping.newAddress')}</span>
          <span className="text-sm text-navy-700">{t('checkout.shipping.newAddressHint')}</span>
        </span>
      </label>
      {value === NEW_ADDRESS && (
        <AddressFields
          idPrefix="checkout-address"
          initial={entered}
          errors={errors}
          withDefaultChoice={false}
          onPlaceChange={onPlaceChange}
          disabled={disabled}
        />
      )}
    </fieldset>
  );
}

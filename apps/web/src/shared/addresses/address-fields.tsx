import type { SavedAddress } from '@kahraba/domain';
import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Checkbox } from '../ui/checkbox';
import { Input } from '../ui/field';
import type { AddressErrors } from './address-form-data';
import { GovernorateAreaFields } from './governorate-area-fields';

/** What an address form starts with: a saved address being edited, or what was posted and refused. */
export interface AddressFieldValues {
  label?: string | null;
  recipientName?: string;
  phone?: string;
  governorateId?: string;
  areaId?: string;
  street?: string;
  building?: string;
  floor?: string;
  apartment?: string;
  landmark?: string | null;
  isDefault?: boolean;
}

export function valuesOfSaved(address: SavedAddress): AddressFieldValues {
  return { ...address, governorateId: address.governorate.id, areaId: address.area.id };
}

const TEXT_FIELDS = [
  { name: 'recipientName', autoComplete: 'name', required: true, wide: true },
  { name: 'phone', autoComplete: 'tel', type: 'tel', dir: 'ltr', required: true },
  { name: 'label', autoComplete: 'off' },
] as const;

const BUILDING_FIELDS = [
  { name: 'street', autoComplete: 'address-line1', required: true, wide: true },
  { name: 'building', autoComplete: 'off', required: true },
  { name: 'floor', autoComplete: 'off', required: true },
  { name: 'apartment', autoComplete: 'off', required: true },
  { name: 'landmark', autoComplete: 'off', wide: true },
] as const;

type TextField = (typeof TEXT_FIELDS)[number] | (typeof BUILDING_FIELDS)[number];

/**
 * The fields of an Egyptian address: who receives it and their mobile, the governorate and area,
 * then street, building, floor, apartment and a landmark the courier can ask for. No postal code.
 * The inputs keep their own values (so the form posts without scripts); the two pickers are tied.
 */
export function AddressFields({
  initial = {},
  errors = {},
  disabled,
  withDefaultChoice = true,
  idPrefix,
  onPlaceChange,
}: {
  initial?: AddressFieldValues;
  errors?: AddressErrors;
  disabled?: boolean;
  /** The checkbox making it the default; the checkout leaves it out. */
  withDefaultChoice?: boolean;
  /** Keeps ids unique when two address forms are on one page. */
  idPrefix: string;
  /** Told of each governorate and area chosen (the checkout quotes delivery for them). */
  onPlaceChange?: (place: { governorateId: string; areaId: string }) => void;
}) {
  const { t } = useTranslation();
  const [place, setPlace] = useState({
    governorateId: initial.governorateId ?? '',
    areaId: initial.areaId ?? '',
  });
  const input = (field: TextField) => (
    <Input
      key={field.name}
      id={`${idPrefix}-${field.name}`}
      name={field.name}
      label={t(`addresses.fields.${field.name}`)}
      autoComplete={field.autoComplete}
      type={'type' in field ? field.type : 'text'}
      // Names and streets follow whatever script the shopper types them in; phones run left to right.
      dir={'dir' in field ? field.dir : 'auto'}
      required={'required' in field}
      fieldClassName={'wide' in field ? 'sm:col-span-2' : undefined}
      defaultValue={initial[field.name] ?? ''}
      error={errors[field.name]}
      disabled={disabled}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map(input)}
      <GovernorateAreaFields
        governorateId={place.governorateId}
        areaId={place.areaId}
        onChange={(next) => {
          setPlace(next);
          onPlaceChange?.(next);
        }}
        errors={errors}
        disabled={disabled}
      />
      {BUILDING_FIELDS.map(input)}
      {withDefaultChoice && (
        <Checkbox
          name="isDefault"
          label={t('addresses.fields.isDefault')}
          defaultChecked={initial.isDefault ?? false}
          disabled={disabled}
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}

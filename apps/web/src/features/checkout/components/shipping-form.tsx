import { DEFAULT_COUNTRY, type ShippingAddressInput } from '@kahraba/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { countryName } from '../../../shared/i18n/country-name';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Input } from '../../../shared/ui/field';

const FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', dir: 'ltr' },
  { name: 'phone', autoComplete: 'tel', type: 'tel', dir: 'ltr' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'postalCode', autoComplete: 'postal-code', dir: 'ltr' },
] as const satisfies ReadonlyArray<{
  name: Exclude<keyof ShippingAddressInput, 'country'>;
  autoComplete: string;
  type?: string;
  wide?: boolean;
  /** E-mails, phones and postal codes are typed left to right on an Arabic page too. */
  dir?: 'ltr';
}>;

export interface ShippingFormProps {
  register: UseFormRegister<ShippingAddressInput>;
  errors: FieldErrors<ShippingAddressInput>;
  /**
   * The form's starting values, written into the markup too: the form registers its fields only
   * once the scripts run, and before that (or without them) the server-drawn fields must hold them.
   */
  defaults: ShippingAddressInput;
  disabled?: boolean;
}

/** Step 1: where the order goes. Every field is required (SPEC §5); the country is Egypt. */
export function ShippingForm({ register, errors, defaults, disabled }: ShippingFormProps) {
  const { t } = useTranslation('orders');
  const { t: tApp } = useTranslation();
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <legend className="sr-only">{t('checkout.shipping.heading')}</legend>
      {FIELDS.map((field) => (
        <Input
          key={field.name}
          label={t(`checkout.shipping.${field.name}`)}
          autoComplete={field.autoComplete}
          type={'type' in field ? field.type : 'text'}
          // Names and addresses follow whatever script the shopper types them in.
          dir={'dir' in field ? field.dir : 'auto'}
          required
          fieldClassName={'wide' in field && field.wide ? 'sm:col-span-2' : undefined}
          error={errors[field.name] ? t('checkout.shipping.required') : undefined}
          defaultValue={defaults[field.name]}
          {...register(field.name)}
        />
      ))}
      {/* The order records the country as the form holds it; the shopper reads it in their language. */}
      <input type="hidden" defaultValue={defaults.country} {...register('country')} />
      <Input label={t('checkout.shipping.country')} readOnly value={countryName(DEFAULT_COUNTRY, tApp)} />
    </fieldset>
  );
}

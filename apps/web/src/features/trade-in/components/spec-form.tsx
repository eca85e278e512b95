import { TRADE_IN_FORMS, type TradeInType } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Input } from '../../../shared/ui/field';

export interface SpecFormProps {
  productType: TradeInType;
  values: Readonly<Record<string, string>>;
  /** Messages of the fields a failed check marked, by field name. */
  errors: Readonly<Record<string, string>>;
  onChange: (field: string, value: string) => void;
}

/** The spec form of one trade-in type (SPEC §3), in the taxonomy's field order. */
export function SpecForm({ productType, values, errors, onChange }: SpecFormProps) {
  const { t } = useTranslation('tradeIn');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TRADE_IN_FORMS[productType].map((field) => (
        <Input
          // Keyed by type too, so switching type starts every input afresh.
          key={`${productType}-${field.name}`}
          name={field.name}
          label={t(`fields.${field.name}` as 'fields.name')}
          required={field.required}
          inputMode={field.kind === 'number' ? 'decimal' : undefined}
          hint={
            field.kind === 'list'
              ? t('hints.features')
              : field.kind === 'number'
                ? t('hints.number')
                : undefined
          }
          error={errors[field.name]}
          maxLength={field.kind === 'list' ? undefined : 200}
          value={values[field.name] ?? ''}
          onChange={(event) => onChange(field.name, event.target.value)}
        />
      ))}
    </div>
  );
}

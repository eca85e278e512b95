import { useTranslation } from '../../../shared/i18n/use-translation';
import { Input } from '../../../shared/ui/field';
import type { DateRange, DateRangeProblem } from '../lib/date-range';

export interface DateRangeFieldsProps {
  value: Partial<DateRange>;
  onChange: (range: Partial<DateRange>) => void;
  problem: DateRangeProblem | null;
}

/** From and to, as the platform's date pickers; a range the API would refuse is said beside them. */
export function DateRangeFields({ value, onChange, problem }: DateRangeFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="flex flex-wrap items-start gap-2">
      <legend className="sr-only">{t('filters.dateRange')}</legend>
      <Input
        label={t('filters.from')}
        type="date"
        value={value.from ?? ''}
        max={value.to}
        onChange={(event) => onChange({ ...value, from: event.target.value || undefined })}
        error={problem === 'rangeTooLong' ? t(`validation.${problem}`) : undefined}
        fieldClassName="w-44"
      />
      <Input
        label={t('filters.to')}
        type="date"
        value={value.to ?? ''}
        min={value.from}
        onChange={(event) => onChange({ ...value, to: event.target.value || undefined })}
        error={problem === 'rangeReversed' ? t(`validation.${problem}`) : undefined}
        fieldClassName="w-44"
      />
    </fieldset>
  );
}

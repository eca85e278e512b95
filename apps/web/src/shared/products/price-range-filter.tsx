import { readProductListParam } from '@kahraba/domain';
import type { FormEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { Input } from '../ui/field';

export interface PriceRange {
  priceMin: number | undefined;
  priceMax: number | undefined;
}

/** Minimum and maximum price of a listing, applied together; values the API would refuse are dropped. */
export function PriceRangeFilter({
  priceMin,
  priceMax,
  onApply,
}: PriceRange & { onApply: (range: PriceRange) => void }) {
  const { t } = useTranslation('search');

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onApply({
      priceMin: readProductListParam('priceMin', String(data.get('priceMin') ?? '')),
      priceMax: readProductListParam('priceMax', String(data.get('priceMax') ?? '')),
    });
  }

  return (
    // Keyed by the URL's prices, so Back or Clear all puts the typed values back in step.
    <form
      key={`${priceMin ?? ''}-${priceMax ?? ''}`}
      onSubmit={apply}
      aria-label={t('filters.price')}
      className="flex flex-col gap-2"
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-navy-900">{t('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <Input
            name="priceMin"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            label={t('filters.priceMin')}
            defaultValue={priceMin ?? ''}
          />
          <Input
            name="priceMax"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            label={t('filters.priceMax')}
            defaultValue={priceMax ?? ''}
          />
        </div>
      </fieldset>
      <Button type="submit" variant="secondary" size="sm">
        {t('filters.applyPrice')}
      </Button>
    </form>
  );
}

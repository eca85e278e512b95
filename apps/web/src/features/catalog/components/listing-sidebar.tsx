import { CATEGORY_SORTS, type CategoryPageKey, type ProductFacets } from '@kahraba/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DealerWithBrief } from '../../../shared/products/api';
import { BrandSelect } from '../../../shared/products/brand-select';
import { PriceRangeFilter } from '../../../shared/products/price-range-filter';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Select } from '../../../shared/ui/select';
import type { CategoryFilters } from '../hooks/use-category-filters';
import { SpecFilters } from './spec-filters';

export interface ListingSidebarProps {
  category: CategoryPageKey;
  filters: CategoryFilters;
  /** Replaces some filters; the caller goes back to the first page. */
  onChange: (patch: Partial<CategoryFilters>) => void;
  onClearAll: () => void;
  dealers: readonly DealerWithBrief[];
  /** The brands of the results and their counts; until they come, every dealer. */
  facets?: ProductFacets | undefined;
  className?: string;
}

const DISCOUNT_CHOICES = ['all', 'yes', 'no'] as const;
const DISCOUNT_LABELS = {
  all: 'filters.discountAll',
  yes: 'filters.discountYes',
  no: 'filters.discountNo',
} as const satisfies Record<(typeof DISCOUNT_CHOICES)[number], string>;

/**
 * The category page's filters (SPEC §2): sort, price range, brand, the category's specification
 * filters, discount and clear all.
 */
export function ListingSidebar({
  category,
  filters,
  onChange,
  onClearAll,
  dealers,
  facets,
  className,
}: ListingSidebarProps) {
  const { t } = useTranslation('search');
  const discountName = useId();

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      <Select
        label={t('filters.sort')}
        value={filters.sort ?? 'newest'}
        onChange={(event) => onChange({ sort: event.target.value as CategoryFilters['sort'] })}
        options={CATEGORY_SORTS.map((sort) => ({ value: sort, label: t(`sorts.${sort}`) }))}
      />

      <PriceRangeFilter priceMin={filters.priceMin} priceMax={filters.priceMax} onApply={onChange} />

      <BrandSelect
        value={filters.brand}
        onChange={(brand) => onChange({ brand })}
        facets={facets}
        dealers={dealers}
      />

      <SpecFilters
        category={category}
        value={filters.spec}
        onChange={(spec) => onChange({ spec })}
        facets={facets}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-navy-900">{t('filters.discount')}</legend>
        {DISCOUNT_CHOICES.map((choice) => {
          const value = choice === 'all' ? undefined : choice;
          return (
            <label key={choice} className="flex items-center gap-2 text-sm text-navy-900">
              <input
                type="radio"
                name={discountName}
                value={choice}
                checked={filters.discount === value}
                onChange={() => onChange({ discount: value })}
                className="size-4 accent-volt-500"
              />
              {t(DISCOUNT_LABELS[choice])}
            </label>
          );
        })}
      </fieldset>

      <Button variant="ghost" onClick={onClearAll} className="ring-1 ring-navy-200">
        {t('filters.clearAll')}
      </Button>
    </div>
  );
}

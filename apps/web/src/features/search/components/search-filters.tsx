import {
  isProductType,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
  type SearchCategory,
  type SearchSort,
} from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DealerWithBrief } from '../../../shared/products/api';
import { brandOptions, PriceRangeFilter } from '../../../shared/products/price-range-filter';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Select } from '../../../shared/ui/select';
import { type SearchFilters as Filters, searchSortOf } from '../hooks/use-search-filters';

export interface SearchFiltersProps {
  filters: Filters;
  /** Replaces some filters. */
  onChange: (patch: Partial<Filters>) => void;
  dealers: readonly DealerWithBrief[];
  className?: string;
}

/** Category, brand, price and sort of the search results; each change is written to the URL. */
export function SearchFilters({ filters, onChange, dealers, className }: SearchFiltersProps) {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');

  // The URL's brand stays choosable even when the dealers list lacks it (or failed to load).
  const brands = brandOptions(dealers, filters.brand);

  const type = filters.productType;
  const typeLabel =
    type === undefined
      ? ''
      : isProductType(type)
        ? tCatalog(`productTypes.${type}`)
        : tCatalog(`typeIds.${type}`);

  return (
    <div className={cn('flex flex-col gap-5', className)}>
      {type !== undefined && (
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold text-navy-900">{t('filters.productType')}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onChange({ productType: undefined })}
            aria-label={t('filters.removeType', { type: typeLabel })}
            className="self-start"
          >
            {typeLabel}
            <span aria-hidden="true">×</span>
          </Button>
        </div>
      )}

      <Select
        label={t('filters.category')}
        value={filters.category ?? ''}
        // A product type belongs to a category: keeping a laptop type on the audio list would empty it.
        onChange={(event) =>
          onChange({
            category: (event.target.value || undefined) as SearchCategory | undefined,
            productType: undefined,
          })
        }
        options={[
          { value: '', label: t('filters.allCategories') },
          ...SEARCH_CATEGORIES.map((category) => ({
            value: category,
            label: tCatalog(`categoryNames.${category}`),
          })),
        ]}
      />

      <Select
        label={t('filters.brand')}
        value={filters.brand ?? ''}
        onChange={(event) => onChange({ brand: event.target.value || undefined })}
        options={[
          { value: '', label: t('filters.allBrands') },
          ...brands.map((name) => ({ value: name, label: name })),
        ]}
      />

      <PriceRangeFilter priceMin={filters.priceMin} priceMax={filters.priceMax} onApply={onChange} />

      <Select
        label={t('filters.sort')}
        value={searchSortOf(filters)}
        onChange={(event) => onChange({ sort: event.target.value as SearchSort })}
        // "Best match" only means something when there are words to match.
        options={SEARCH_SORTS.filter((sort) => sort !== 'relevance' || filters.q).map((sort) => ({
          value: sort,
          label: t(`sorts.${sort}`),
        }))}
      />
    </div>
  );
}

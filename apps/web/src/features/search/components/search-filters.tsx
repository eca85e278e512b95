import {
  type CategoryPageTypeId,
  categoryPageOf,
  isProductType,
  type ProductFacets,
  SEARCH_CATEGORIES,
  SEARCH_SORTS,
  type SearchCategory,
  type SearchSort,
} from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { DealerWithBrief } from '../../../shared/products/api';
import { BrandSelect } from '../../../shared/products/brand-select';
import { PriceRangeFilter } from '../../../shared/products/price-range-filter';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Select } from '../../../shared/ui/select';
import { type SearchFilters as Filters, searchSortOf } from '../hooks/use-search-filters';

export interface SearchFiltersProps {
  filters: Filters;
  /** Replaces some filters. */
  onChange: (patch: Partial<Filters>) => void;
  dealers: readonly DealerWithBrief[];
  /** The brands and types of the results with their counts; until they come, every dealer. */
  facets?: ProductFacets | undefined;
  className?: string;
}

/** Category, brand, price and sort of the search results; each change is written to the URL. */
export function SearchFilters({ filters, onChange, dealers, facets, className }: SearchFiltersProps) {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');

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

      {filters.category !== undefined && type === undefined && (
        <TypeSelect
          typeIds={categoryPageOf(filters.category).typeIds}
          facets={facets}
          onChange={(productType) => onChange({ productType })}
        />
      )}

      <BrandSelect
        value={filters.brand}
        onChange={(brand) => onChange({ brand })}
        facets={facets}
        dealers={dealers}
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

/**
 * The types of the chosen category's page, each with how many results it has; once one is chosen
 * it shows as the removable chip above instead.
 */
function TypeSelect({
  typeIds,
  facets,
  onChange,
}: {
  typeIds: readonly CategoryPageTypeId[];
  facets: ProductFacets | undefined;
  onChange: (typeId: CategoryPageTypeId | undefined) => void;
}) {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');
  const counts = facets?.exact ? new Map(facets.types.map((type) => [type.id, type.count])) : undefined;
  return (
    <Select
      label={t('filters.productType')}
      value=""
      onChange={(event) => onChange(typeIds.find((typeId) => typeId === event.target.value))}
      options={[
        { value: '', label: t('category.allTypes') },
        ...typeIds.map((typeId) => {
          const name = tCatalog(`typeIds.${typeId}`);
          const count = counts?.get(typeId) ?? (counts ? 0 : undefined);
          return {
            value: typeId,
            label: count === undefined ? name : t('filters.withCount', { name, count }),
          };
        }),
      ]}
    />
  );
}

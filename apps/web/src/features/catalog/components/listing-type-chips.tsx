import { CATEGORY_PAGES, type CategoryPageKey, type ProductFacets } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cn } from '../../../shared/ui/cn';

export interface ListingTypeChipsProps {
  category: CategoryPageKey;
  selected: string | undefined;
  onSelect: (typeId: string | undefined) => void;
  /** Where the clear link goes: this page without the type filter. */
  clearHref: string;
  /** How many results each type has; shown on its chip once all were counted. */
  facets?: ProductFacets | undefined;
}

function chipClasses(pressed: boolean): string {
  return cn(
    'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors',
    pressed
      ? 'bg-navy-900 text-white ring-navy-900'
      : 'bg-white text-navy-900 ring-navy-200 hover:bg-navy-100',
  );
}

/** "All types" and one chip per type id of the page (SPEC §2), each a toggle button. */
export function ListingTypeChips({ category, selected, onSelect, clearHref, facets }: ListingTypeChipsProps) {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');
  const counts = facets?.exact ? new Map(facets.types.map((type) => [type.id, type.count])) : undefined;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label={t('category.typesLabel')} className="flex flex-wrap gap-2">
        <li>
          <button
            type="button"
            aria-pressed={selected === undefined}
            onClick={() => onSelect(undefined)}
            className={chipClasses(selected === undefined)}
          >
            {t('category.allTypes')}
          </button>
        </li>
        {CATEGORY_PAGES[category].typeIds.map((typeId) => (
          <li key={typeId}>
            <button
              type="button"
              aria-pressed={selected === typeId}
              onClick={() => onSelect(selected === typeId ? undefined : typeId)}
              className={chipClasses(selected === typeId)}
            >
              {counts
                ? t('filters.withCount', {
                    name: tCatalog(`typeIds.${typeId}`),
                    count: counts.get(typeId) ?? 0,
                  })
                : tCatalog(`typeIds.${typeId}`)}
            </button>
          </li>
        ))}
      </ul>
      {selected !== undefined && (
        <Link
          to={clearHref}
          preventScrollReset
          className="text-sm font-semibold text-navy-700 underline underline-offset-4 hover:text-navy-950"
        >
          {t('category.clearType')}
        </Link>
      )}
    </div>
  );
}

import { LIMITS } from '@kahraba/domain';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useDealers, useFacets } from '../../../shared/products/api';
import { CompareButton } from '../../../shared/products/compare-modal';
import { countText } from '../../../shared/products/count-text';
import { EAGER_PICTURES } from '../../../shared/products/eager-pictures';
import { FilterPanel } from '../../../shared/products/filter-panel';
import { ProductGrid } from '../../../shared/products/product-grid';
import { SearchBox } from '../../../shared/products/search-box';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import type { FiltersUpdate } from '../../../shared/url-filters';
import { useSearchResults } from '../api/search-results';
import { type SearchFilters as Filters, searchProductQuery } from '../hooks/use-search-filters';
import { SearchFilters } from './search-filters';

export interface SearchResultsProps {
  filters: Filters;
  onFiltersChange: (update: FiltersUpdate<Filters>) => void;
}

/** /search with a query (SPEC §2): search box, filters, count, compare, results and Load more. */
export function SearchResults({ filters, onFiltersChange }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');
  const navigate = useNavigate();
  const results = useSearchResults(filters);
  // SPEC §8: a dealer load failure leaves the brand list empty; search works without it.
  const dealers = useDealers();
  const facets = useFacets(searchProductQuery(filters, 1, LIMITS.pageSizeDefault));

  const backToCategories = () => navigate(paths.search());
  const pages = results.data?.pages;
  const first = pages?.[0];
  // A failed first page replaces the list; a failed "Load more" keeps what is already shown.
  const failed = results.isError && !results.isFetchNextPageError;

  const title = filters.q
    ? t('results.titleFor', { q: filters.q })
    : filters.category
      ? tCatalog(`categoryNames.${filters.category}`)
      : t('results.title');

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold text-navy-950">{title}</h1>
        <Button variant="ghost" onClick={backToCategories} className="ring-1 ring-navy-200">
          <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
            ←
          </span>
          {t('results.backToCategories')}
        </Button>
      </div>

      <SearchBox defaultValue={filters.q ?? ''} className="max-w-2xl" />

      <div className="flex flex-col gap-6 md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:items-start">
        <FilterPanel>
          <SearchFilters
            filters={filters}
            onChange={(patch) => onFiltersChange((current) => ({ ...current, ...patch }))}
            dealers={dealers.data ?? []}
            facets={facets.data}
          />
        </FilterPanel>

        <section aria-label={title} className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="font-semibold text-navy-800">
              {first !== undefined && !failed ? countText(t, first) : null}
            </p>
            <CompareButton />
          </div>
          {/* A corrected search links the same filters with the words as typed. */}
          {first?.correctedQuery && filters.q ? (
            <p className="text-navy-800">
              {t('results.showingResultsFor')} <bdi className="font-semibold">{first.correctedQuery}</bdi>.{' '}
              {t('results.searchInsteadFor')}{' '}
              <Link
                to={paths.search({ ...filters, asTyped: 'true' })}
                className="text-brand-700 underline underline-offset-2"
              >
                <bdi>{filters.q}</bdi>
              </Link>
            </p>
          ) : null}

          <ProductGrid
            products={pages?.flatMap((page) => page.products)}
            isLoading={results.isPending}
            error={failed}
            errorMessage={t('errors.loadFailed')}
            onRetry={() => void results.refetch()}
            cardProps={{ showCompare: true }}
            priorityCount={EAGER_PICTURES}
            className={cn(results.isPlaceholderData && 'opacity-60 transition-opacity')}
            emptyState={
              <EmptyState
                title={t('results.emptyTitle')}
                description={t('results.emptyText')}
                action={
                  <div className="flex flex-col items-center gap-3">
                    {first?.didYouMean ? (
                      <p className="font-semibold text-navy-800">
                        {t('results.didYouMean')}{' '}
                        <Link
                          to={paths.search({ q: first.didYouMean })}
                          className="text-brand-700 underline underline-offset-2"
                        >
                          <bdi>{first.didYouMean}</bdi>
                        </Link>
                      </p>
                    ) : null}
                    <Button variant="secondary" onClick={backToCategories}>
                      {t('results.browseCategories')}
                    </Button>
                  </div>
                }
              />
            }
          />

          {results.isFetchNextPageError && (
            <p role="alert" className="text-center font-semibold text-red-700">
              {t('errors.loadFailed')}
            </p>
          )}
          {results.hasNextPage && !failed && !results.isPlaceholderData && (
            <Button
              variant="secondary"
              onClick={() => void results.fetchNextPage()}
              loading={results.isFetchingNextPage}
              className="self-center"
            >
              {t('results.loadMore')}
            </Button>
          )}
        </section>
      </div>
    </div>
  );
}

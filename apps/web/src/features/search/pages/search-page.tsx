import { LIMITS } from '@kahraba/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { loadPageData } from '../../../shared/api/page-data';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sharedPageHeaders } from '../../../shared/page-cache';
import { dealersQueryOptions, facetsQueryOptions, productsQueryOptions } from '../../../shared/products/api';
import { PagePreview } from '../../../shared/seo/page-preview';
import { PageTitle } from '../../../shared/ui/page-title';
import { featuredProductsQuery, searchResultsQueryOptions } from '../api/search-results';
import { SearchLanding } from '../components/search-landing';
import { SearchResults } from '../components/search-results';
import { useSearchEvents } from '../hooks/use-search-events';
import {
  isSearchActive,
  parseSearchFilters,
  searchProductQuery,
  useSearchFilters,
} from '../hooks/use-search-filters';

export function SearchPage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useSearchFilters();
  // Another part of the app asks for a new search: it starts afresh, at the top of the page.
  useSearchEvents((next) => setFilters(next, { scrollToTop: true }));

  return (
    <>
      <PageTitle>{t('app.pageTitle', { page: filters.q ?? t('pages.search') })}</PageTitle>
      <PagePreview
        title={t('app.pageTitle', { page: filters.q ?? t('pages.search') })}
        description={filters.q ? t('seo.searchFor', { query: filters.q }) : t('seo.search')}
      />
      {isSearchActive(filters) ? (
        <SearchResults filters={filters} onFiltersChange={setFilters} />
      ) : (
        <SearchLanding />
      )}
    </>
  );
}

export const handle = { i18n: ['search'] };

export function loader({ request }: LoaderFunctionArgs) {
  const filters = parseSearchFilters(new URL(request.url).searchParams);
  return loadPageData((client) =>
    isSearchActive(filters)
      ? Promise.all([
          client.prefetchInfiniteQuery(searchResultsQueryOptions(filters)),
          client.prefetchQuery(dealersQueryOptions()),
          client.prefetchQuery(facetsQueryOptions(searchProductQuery(filters, 1, LIMITS.pageSizeDefault))),
        ])
      : client.prefetchQuery(productsQueryOptions(featuredProductsQuery)),
  );
}

export default SearchPage;

/** A guest's copy of this page may be shared by every guest (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

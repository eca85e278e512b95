import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageTitle } from '../../../shared/ui/page-title';
import { SearchLanding } from '../components/search-landing';
import { SearchResults } from '../components/search-results';
import { useSearchEvents } from '../hooks/use-search-events';
import { isSearchActive, useSearchFilters } from '../hooks/use-search-filters';

export function SearchPage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useSearchFilters();
  // Another part of the app asks for a new search: it starts afresh, at the top of the page.
  useSearchEvents((next) => setFilters(next, { scrollToTop: true }));

  return (
    <>
      <PageTitle>{t('app.pageTitle', { page: filters.q ?? t('pages.search') })}</PageTitle>
      {isSearchActive(filters) ? (
        <SearchResults filters={filters} onFiltersChange={setFilters} />
      ) : (
        <SearchLanding />
      )}
    </>
  );
}

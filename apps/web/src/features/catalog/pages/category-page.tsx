import { CATEGORY_PAGE_KEYS, type CategoryPageKey, isCategoryPageKey } from '@kahraba/domain';
import { useEffect } from 'react';
import { data, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { loadPageData } from '../../../shared/api/page-data';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sharedPageHeaders } from '../../../shared/page-cache';
import { type CategoryParams, paths } from '../../../shared/paths';
import {
  dealersQueryOptions,
  facetsQueryOptions,
  productsQueryOptions,
  useDealers,
  useFacets,
  useProducts,
} from '../../../shared/products/api';
import { CompareButton } from '../../../shared/products/compare-modal';
import { countText } from '../../../shared/products/count-text';
import { EAGER_PICTURES } from '../../../shared/products/eager-pictures';
import { FilterPanel } from '../../../shared/products/filter-panel';
import { ProductGrid } from '../../../shared/products/product-grid';
import { PagePreview } from '../../../shared/seo/page-preview';
import { firstProductImage } from '../../../shared/seo/store-structured-data';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { toast } from '../../../shared/ui/toast';
import { CategoryBreadcrumbData } from '../components/category-breadcrumb-data';
import { ListingHeader } from '../components/listing-header';
import { ListingPagination } from '../components/listing-pagination';
import { ListingSearchField } from '../components/listing-search-field';
import { ListingSidebar } from '../components/listing-sidebar';
import { ListingTypeChips } from '../components/listing-type-chips';
import {
  type CategoryFilters,
  categoryProductQuery,
  hasCategoryFilters,
  parseCategoryFilters,
  useCategoryFilters,
} from '../hooks/use-category-filters';

export const handle = { i18n: ['search'] };

/** Only the six category pages exist; any other /category/x is a 404 (shown by the route error). */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const category = params.category;
  if (!isCategoryPageKey(category)) {
    // "/category/mobile", as people type it: to the category's own address, its query kept.
    const canonical = CATEGORY_PAGE_KEYS.find((key) => key.toLowerCase() === category?.toLowerCase());
    if (canonical) throw redirect(`${paths.category(canonical)}${new URL(request.url).search}`, 301);
    throw data(null, { status: 404 });
  }
  const filters = parseCategoryFilters(category, new URL(request.url).searchParams);
  const pageData = await loadPageData((client) =>
    Promise.all([
      client.prefetchQuery(productsQueryOptions(categoryProductQuery(category, filters))),
      client.prefetchQuery(dealersQueryOptions()),
      client.prefetchQuery(facetsQueryOptions(categoryProductQuery(category, filters))),
    ]),
  );
  return { category: category as CategoryPageKey, ...pageData };
}

/** The page's filters without the type chip, for the chips' clear link (back to the first page). */
function withoutType({ productType: _type, page: _page, ...rest }: CategoryFilters): CategoryParams {
  return rest;
}

export function CategoryPage() {
  const { category } = useLoaderData<typeof loader>();
  const { t } = useTranslation('search');
  const { t: tApp } = useTranslation();
  const { filters, setFilters } = useCategoryFilters(category);
  const products = useProducts(categoryProductQuery(category, filters));
  // SPEC §8: a dealer load failure leaves the brand list empty; the page works without it.
  const dealers = useDealers();
  const facets = useFacets(categoryProductQuery(category, filters));
  const name = tApp(`categories.${category}.name`);

  // SPEC §8: a load error shows the category-error text and a toast (one, however often it fails).
  useEffect(() => {
    if (products.isError) toast.error(t('errors.categoryLoadFailed'), { id: 'category-load-error' });
  }, [products.isError, t]);

  /** Any filter change starts again from the first page. */
  function change(patch: Partial<CategoryFilters>, options?: { replace?: boolean }) {
    setFilters((current) => ({ ...current, ...patch, page: undefined }), options);
  }

  const clearAll = () => setFilters({});
  const list = products.data;
  const filtered = hasCategoryFilters(filters);

  return (
    <>
      <PageTitle>{tApp('app.pageTitle', { page: name })}</PageTitle>
      <PagePreview
        title={tApp('app.pageTitle', { page: name })}
        description={tApp('seo.category', { name })}
        image={firstProductImage(list?.products)}
      />
      <CategoryBreadcrumbData category={category} name={name} />
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <ListingHeader category={category} />

        <ListingSearchField
          value={filters.search}
          // Refining a search replaces the history entry; starting one adds an entry Back can undo.
          onSearch={(search) => change({ search }, { replace: filters.search !== undefined })}
          label={t('category.searchLabel', { category: name })}
          placeholder={t('category.searchPlaceholder')}
          className="max-w-xl"
        />

        <ListingTypeChips
          category={category}
          selected={filters.productType}
          onSelect={(productType) => change({ productType })}
          clearHref={paths.category(category, withoutType(filters))}
          facets={facets.data}
        />

        <div className="flex flex-col gap-6 md:grid md:grid-cols-[16rem_minmax(0,1fr)] md:items-start">
          <FilterPanel>
            <ListingSidebar
              category={category}
              filters={filters}
              onChange={(patch) => change(patch)}
              onClearAll={clearAll}
              dealers={dealers.data ?? []}
              facets={facets.data}
            />
          </FilterPanel>

          <section aria-label={name} className="flex min-w-0 flex-col gap-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p role="status" className="font-semibold text-navy-800">
                {list && !products.isError ? countText(t, list) : null}
              </p>
              <CompareButton />
            </div>

            <ProductGrid
              products={list?.products}
              isLoading={products.isPending}
              error={products.isError}
              errorMessage={t('errors.categoryLoadFailed')}
              onRetry={() => void products.refetch()}
              cardProps={{ showCompare: true, showViews: true }}
              priorityCount={EAGER_PICTURES}
              className={cn(products.isPlaceholderData && 'opacity-60 transition-opacity')}
              emptyState={
                <EmptyState
                  title={t('category.emptyTitle')}
                  description={t('category.emptyText')}
                  action={
                    filtered ? (
                      <Button variant="secondary" onClick={clearAll}>
                        {t('filters.clearAll')}
                      </Button>
                    ) : undefined
                  }
                />
              }
            />

            {list && !products.isError && (
              <ListingPagination
                page={filters.page ?? 1}
                totalPages={list.totalPages}
                onPageChange={(page) =>
                  setFilters((current) => ({ ...current, page }), { scrollToTop: true })
                }
                className="mt-4"
              />
            )}
          </section>
        </div>
      </div>
    </>
  );
}

export default CategoryPage;

/** A guest's copy of this page may be shared by every guest (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

import type { LoaderFunctionArgs } from 'react-router';
import { loadPageData } from '../../../shared/api/page-data';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sharedPageHeaders } from '../../../shared/page-cache';
import { productsQueryOptions, useProducts } from '../../../shared/products/api';
import { CompareButton } from '../../../shared/products/compare-modal';
import { countText } from '../../../shared/products/count-text';
import { ProductGrid } from '../../../shared/products/product-grid';
import { SearchBox } from '../../../shared/products/search-box';
import { PagePreview } from '../../../shared/seo/page-preview';
import { firstProductImage } from '../../../shared/seo/store-structured-data';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { CategoryIcon } from '../../../shared/ui/icons';
import { PageTitle } from '../../../shared/ui/page-title';
import { ListingPagination } from '../components/listing-pagination';
import { ListingTiles } from '../components/listing-tiles';
import {
  PRODUCTS_CATEGORIES,
  PRODUCTS_TYPES,
  type ProductsFilters,
  parseProductsFilters,
  productsProductQuery,
  useProductsFilters,
} from '../hooks/use-products-filters';

const PREVIEW_TEXTS = { all: 'seo.products', new: 'seo.productsNew', used: 'seo.productsUsed' } as const;
const TITLES = { all: 'products.title', new: 'products.titleNew', used: 'products.titleUsed' } as const;

export function ProductsPage() {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');
  const { t: tApp } = useTranslation();
  const { filters, setFilters } = useProductsFilters();
  const products = useProducts(productsProductQuery(filters));
  const title = t(TITLES[filters.type]);

  /** Any filter change starts again from the first page. */
  const change = (patch: Partial<ProductsFilters>) =>
    setFilters((current) => ({ ...current, ...patch, page: undefined }));
  const filtered = filters.type !== 'all' || filters.category !== undefined;
  const list = products.isError ? undefined : products.data;

  return (
    <>
      <PageTitle>{tApp('app.pageTitle', { page: title })}</PageTitle>
      <PagePreview
        title={tApp('app.pageTitle', { page: title })}
        description={tApp(PREVIEW_TEXTS[filters.type])}
        image={firstProductImage(list?.products)}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-8">
        <h1 className="text-2xl font-extrabold text-navy-950 sm:text-3xl">{title}</h1>
        {/* A phone shows the header's search box right above: one search box on its first screen. */}
        <SearchBox className="max-w-2xl max-md:hidden" />

        <ListingTiles
          label={t('products.typesLabel')}
          tiles={PRODUCTS_TYPES.map((type) => ({
            id: type,
            label: t(`products.types.${type}`),
            hint: t(`products.typeHints.${type}`),
          }))}
          selected={filters.type}
          onSelect={(type) => change({ type })}
          className="grid-cols-3"
        />

        <ListingTiles
          label={t('products.categoriesLabel')}
          tiles={PRODUCTS_CATEGORIES.map((category) => ({
            id: category,
            label: tCatalog(`categoryNames.${category}`),
            icon: <CategoryIcon category={category} />,
          }))}
          selected={filters.category}
          // A tile toggles: choosing the current category again shows every category.
          onSelect={(category) => change({ category: category === filters.category ? undefined : category })}
          className="max-sm:-mx-4 max-sm:flex max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 sm:grid-cols-3 lg:grid-cols-6"
        />

        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="font-semibold text-navy-800">
            {list ? countText(t, list) : null}
          </p>
          <div className="flex flex-wrap gap-2">
            {filtered && (
              <Button
                variant="ghost"
                onClick={() => setFilters({ type: 'all' })}
                className="ring-1 ring-navy-200"
              >
                {t('filters.clearFilters')}
              </Button>
            )}
            <CompareButton />
          </div>
        </div>

        {/* The cards' names are third-level headings, under this one. */}
        <h2 className="sr-only">{t('products.listHeading')}</h2>
        {/* SPEC §8: a failure leaves an empty list, here with a way to try again. */}
        <ProductGrid
          products={products.isError ? [] : products.data?.products}
          isLoading={products.isPending}
          priorityCount={4}
          className={cn(products.isPlaceholderData && 'opacity-60 transition-opacity')}
          emptyState={
            products.isError ? (
              <EmptyState
                title={t('products.emptyTitle')}
                description={t('products.failedText')}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => void products.refetch()}
                    loading={products.isFetching}
                  >
                    {tApp('common.retry')}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                title={t('products.emptyTitle')}
                description={t('products.emptyText')}
                action={
                  filtered ? (
                    <Button variant="secondary" onClick={() => setFilters({ type: 'all' })}>
                      {t('filters.clearFilters')}
                    </Button>
                  ) : undefined
                }
              />
            )
          }
        />

        {list && (
          <ListingPagination
            page={filters.page ?? 1}
            totalPages={list.totalPages}
            onPageChange={(page) => setFilters((current) => ({ ...current, page }), { scrollToTop: true })}
          />
        )}
      </div>
    </>
  );
}

export const handle = { i18n: ['search'] };

export function loader({ request }: LoaderFunctionArgs) {
  const filters = parseProductsFilters(new URL(request.url).searchParams);
  return loadPageData((client) => client.prefetchQuery(productsQueryOptions(productsProductQuery(filters))));
}

export default ProductsPage;

/** A guest's copy of this page may be shared by every guest (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

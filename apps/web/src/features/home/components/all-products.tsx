import { LIMITS } from '@kahraba/domain';
import { type Ref, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useProducts } from '../../../shared/products/api';
import { ProductGrid } from '../../../shared/products/product-grid';
import { buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';
import { EMPTY_HOME_FILTERS, type HomeFilters, type HomeLayout, toProductQuery } from '../lib/home-filters';
import { HomeFiltersFolding } from './home-filters-folding';

/** A typed field asks the API once typing pauses; clearing it applies at once. */
function useSettled(text: string): string {
  const settled = useDebouncedValue(text, LIMITS.suggestDelayMs);
  return text.trim() === '' ? text : settled;
}

function GridIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />
    </svg>
  );
}

function ListIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-5">
      <path d="M3 4h3v3H3zM8 4.5h9v2H8zM3 8.5h3v3H3zM8 9h9v2H8zM3 13h3v3H3zM8 13.5h9v2H8z" />
    </svg>
  );
}

function LayoutToggle({ layout, onChange }: { layout: HomeLayout; onChange: (layout: HomeLayout) => void }) {
  const { t } = useTranslation('home');
  const choices = [
    { value: 'grid', label: t('layout.grid'), icon: <GridIcon /> },
    { value: 'list', label: t('layout.list'), icon: <ListIcon /> },
  ] as const;
  return (
    <fieldset className="flex rounded-lg bg-white p-1 ring-1 ring-navy-200">
      <legend className="sr-only">{t('layout.label')}</legend>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={layout === choice.value}
          aria-label={choice.label}
          title={choice.label}
          onClick={() => onChange(choice.value)}
          className={cn(
            'inline-flex size-9 items-center justify-center rounded-md transition-colors',
            layout === choice.value ? 'bg-navy-950 text-volt-400' : 'text-navy-700 hover:bg-navy-100',
          )}
        >
          {choice.icon}
        </button>
      ))}
    </fieldset>
  );
}

export interface AllProductsProps {
  /** The section "Shop now" scrolls to and focuses. */
  ref?: Ref<HTMLElement>;
}

/**
 * SPEC §2, §5, §9: the first LIMITS.homeAllProducts products that pass the filter panel, in a grid
 * or in a list (most expensive first), with a way to the full search.
 */
export function AllProducts({ ref }: AllProductsProps) {
  const { t } = useTranslation('home');
  const [filters, setFilters] = useState<HomeFilters>(EMPTY_HOME_FILTERS);
  const [layout, setLayout] = useState<HomeLayout>('grid');
  const text = useSettled(filters.text);
  const priceMin = useSettled(filters.priceMin);
  const priceMax = useSettled(filters.priceMax);
  const products = useProducts(toProductQuery({ ...filters, text, priceMin, priceMax }, layout));
  const list = products.data;

  return (
    <section
      ref={ref}
      id="products"
      tabIndex={-1}
      aria-labelledby="home-products"
      className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-16 focus:outline-none"
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="home-products" className="text-2xl font-bold">
            {t('products.heading')}
          </h2>
          {list && (
            <p className="text-sm text-navy-700" aria-live="polite">
              {t('products.showing', { shown: list.products.length, count: list.total })}
            </p>
          )}
        </div>
        <div className="flex items-center gap-3">
          <LayoutToggle layout={layout} onChange={setLayout} />
          <Link to={paths.search()} className={buttonClasses({ variant: 'secondary' })}>
            {t('products.viewAll')}
          </Link>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[16rem_1fr]">
        <HomeFiltersFolding filters={filters} onChange={setFilters} total={list?.total} />
        <ProductGrid
          products={list?.products}
          isLoading={products.isPending}
          error={products.isError && !list ? products.error : null}
          errorMessage={t('products.error')}
          onRetry={() => void products.refetch()}
          layout={layout}
          skeletonCount={LIMITS.homeAllProducts}
          cardProps={{ showCompare: false }}
          emptyState={
            <EmptyState
              as="h3"
              title={t('products.emptyTitle')}
              description={t('products.emptyDescription')}
            />
          }
          className={cn(products.isPlaceholderData && 'opacity-60 transition-opacity')}
        />
      </div>
    </section>
  );
}

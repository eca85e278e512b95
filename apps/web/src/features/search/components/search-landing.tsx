import { LIMITS, SEARCH_CATEGORIES } from '@kahraba/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useProducts } from '../../../shared/products/api';
import { ProductGrid } from '../../../shared/products/product-grid';
import { SearchBox } from '../../../shared/products/search-box';
import { featuredProductsQuery } from '../api/search-results';

/** /search with nothing asked yet (SPEC §2): search box, six category cards, featured products. */
export function SearchLanding() {
  const { t } = useTranslation('search');
  const { t: tCatalog } = useTranslation('catalog');
  const featured = useProducts(featuredProductsQuery);
  const categoriesId = useId();
  const featuredId = useId();

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-8">
      <section className="flex flex-col items-center gap-4 rounded-3xl bg-navy-950 px-4 py-10 text-center text-white md:py-14">
        <h1 className="text-3xl font-extrabold text-volt-400 md:text-4xl">{t('landing.title')}</h1>
        <p className="max-w-xl text-navy-100">{t('landing.subtitle')}</p>
        <SearchBox size="lg" autoFocus className="w-full max-w-2xl text-start text-navy-950" />
      </section>

      <section aria-labelledby={categoriesId} className="flex flex-col gap-4">
        <h2 id={categoriesId} className="text-2xl font-bold">
          {t('landing.categoriesLabel')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {SEARCH_CATEGORIES.map((category) => (
            <li key={category}>
              <Link
                to={paths.search({ category })}
                className="group flex h-full flex-col gap-1 rounded-2xl bg-white p-4 ring-1 ring-navy-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-volt-400"
              >
                <span className="flex items-center justify-between gap-2 font-bold text-navy-950">
                  {tCatalog(`categoryNames.${category}`)}
                  {/* An arrow is not a mirrored character: turn it by hand on Arabic pages. */}
                  <span aria-hidden="true" className="inline-block text-volt-600 rtl:-scale-x-100">
                    →
                  </span>
                </span>
                <span className="text-sm text-navy-600">{t(`landing.categoryHints.${category}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby={featuredId} className="flex flex-col gap-4">
        <h2 id={featuredId} className="text-2xl font-bold">
          {t('landing.featured')}
        </h2>
        <ProductGrid
          products={featured.data?.products}
          isLoading={featured.isPending}
          error={featured.isError}
          errorMessage={t('errors.loadFailed')}
          onRetry={() => void featured.refetch()}
          skeletonCount={LIMITS.landingFeatured}
          cardProps={{ showViews: true }}
        />
      </section>
    </div>
  );
}

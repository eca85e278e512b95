import { useRef } from 'react';
import { loadPageData } from '../../../shared/api/page-data';
import { useTranslation } from '../../../shared/i18n/use-translation';
import {
  dealersQueryOptions,
  mostViewedQueryOptions,
  productsQueryOptions,
} from '../../../shared/products/api';
import { PageTitle } from '../../../shared/ui/page-title';
import { AllProducts } from '../components/all-products';
import { BrandStrip } from '../components/brand-strip';
import { CategoryTiles } from '../components/category-tiles';
import { Hero } from '../components/hero';
import { MostViewed } from '../components/most-viewed';
import { EMPTY_HOME_FILTERS, toProductQuery } from '../lib/home-filters';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

export function HomePage() {
  const { t } = useTranslation();
  const productsRef = useRef<HTMLElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  // Moving focus along with the view lets keyboard and screen-reader users land where they were sent.
  const shopNow = () => {
    const section = productsRef.current;
    if (!section) return;
    section.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <>
      <PageTitle>{t('app.name')}</PageTitle>
      <Hero onShopNow={shopNow} />
      <CategoryTiles />
      <MostViewed />
      <AllProducts ref={productsRef} />
      <BrandStrip />
    </>
  );
}

export const handle = { i18n: ['home'] };

export function loader() {
  return loadPageData((client) =>
    Promise.all([
      client.prefetchQuery(mostViewedQueryOptions()),
      client.prefetchQuery(productsQueryOptions(toProductQuery(EMPTY_HOME_FILTERS, 'grid'))),
      client.prefetchQuery(dealersQueryOptions()),
    ]),
  );
}

export default HomePage;

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
  // "Shop now" pressed before the all-products section is drawn (its first few frames) is kept
  // and carried out when the section arrives.
  const shopNowPending = useRef(false);
  const reducedMotion = usePrefersReducedMotion();

  // Moving focus along with the view lets keyboard and screen-reader users land where they were sent.
  const goToProducts = (section: HTMLElement) => {
    section.scrollIntoView?.({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };
  const shopNow = () => {
    if (productsRef.current) goToProducts(productsRef.current);
    else shopNowPending.current = true;
  };
  const productsSection = (section: HTMLElement | null) => {
    productsRef.current = section;
    if (section && shopNowPending.current) {
      shopNowPending.current = false;
      goToProducts(section);
    }
  };

  return (
    <>
      <PageTitle>{t('app.name')}</PageTitle>
      <Hero onShopNow={shopNow} />
      <CategoryTiles />
      <MostViewed />
      <AllProducts ref={productsSection} />
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

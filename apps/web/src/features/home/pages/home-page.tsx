import { useRef } from 'react';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { loadPageData } from '../../../shared/api/page-data';
import { preferredLanguage } from '../../../shared/i18n/request-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { inLanguage } from '../../../shared/language-paths';
import { sharedPageHeaders } from '../../../shared/page-cache';
import {
  dealersQueryOptions,
  mostViewedQueryOptions,
  productsQueryOptions,
  useMostViewed,
} from '../../../shared/products/api';
import { PagePreview } from '../../../shared/seo/page-preview';
import { firstProductImage, StoreStructuredData } from '../../../shared/seo/store-structured-data';
import { PageTitle } from '../../../shared/ui/page-title';
import { AllProducts } from '../components/all-products';
import { BrandStrip } from '../components/brand-strip';
import { CategoryTiles } from '../components/category-tiles';
import { Hero } from '../components/hero';
import { HomeTrustStrip } from '../components/home-trust-strip';
import { MostViewed } from '../components/most-viewed';
import { EMPTY_HOME_FILTERS, toProductQuery } from '../lib/home-filters';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

export function HomePage() {
  const { t } = useTranslation();
  const productsRef = useRef<HTMLElement | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const mostViewed = useMostViewed();

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
      <PagePreview
        title={t('app.name')}
        description={t('seo.home')}
        image={firstProductImage(mostViewed.data)}
      />
      <StoreStructuredData />
      <Hero onShopNow={shopNow} />
      <HomeTrustStrip className="mx-auto max-w-7xl px-4 pt-4" />
      {/* Products before the category tiles: the first screen shows something to buy. */}
      <MostViewed />
      <CategoryTiles />
      <AllProducts ref={productsRef} />
      <BrandStrip />
    </>
  );
}

export const handle = { i18n: ['home'] };

export async function loader({ request }: LoaderFunctionArgs) {
  // A visitor arriving at `/` who chose Arabic (or whose browser reads it, on a first visit) gets
  // the Arabic home page; an address under /ar/ or an English one past the home page stays as it is.
  const arrival = new URL(request.url).pathname === '/';
  if (arrival && preferredLanguage(request) === 'ar') throw redirect(inLanguage('/', 'ar'));
  const pageData = await loadPageData((client) =>
    Promise.all([
      client.prefetchQuery(mostViewedQueryOptions()),
      client.prefetchQuery(productsQueryOptions(toProductQuery(EMPTY_HOME_FILTERS, 'grid'))),
      client.prefetchQuery(dealersQueryOptions()),
    ]),
  );
  // Whether `/` stays English hangs on the visitor's cookie and browser: caches keep them apart.
  return data(pageData, arrival ? { headers: { Vary: 'Cookie, Accept-Language' } } : undefined);
}

export default HomePage;

/** A guest's copy of this page may be shared by every guest (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

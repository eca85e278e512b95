import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AllProducts } from '../components/all-products';
import { BrandStrip } from '../components/brand-strip';
import { CategoryTiles } from '../components/category-tiles';
import { Hero } from '../components/hero';
import { MostViewed } from '../components/most-viewed';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

export function HomePage() {
  const { t } = useTranslation();
  const productsRef = useRef<HTMLElement>(null);
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
      <title>{t('app.name')}</title>
      <Hero onShopNow={shopNow} />
      <CategoryTiles />
      <MostViewed />
      <AllProducts ref={productsRef} />
      <BrandStrip />
    </>
  );
}

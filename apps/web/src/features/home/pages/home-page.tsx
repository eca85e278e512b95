import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DrawInSteps } from '../../../shared/ui/draw-in-steps';
import { PageTitle } from '../../../shared/ui/page-title';
import { AllProducts } from '../components/all-products';
import { BrandStrip } from '../components/brand-strip';
import { CategoryTiles } from '../components/category-tiles';
import { Hero } from '../components/hero';
import { MostViewed } from '../components/most-viewed';
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

  // The hero and the category tiles fill a phone's first screen; the sections below them are drawn
  // a task later each, so the first screen paints without waiting for them.
  const sections = [
    <Hero key="hero" onShopNow={shopNow} />,
    <CategoryTiles key="categories" />,
    <MostViewed key="most-viewed" />,
    <AllProducts key="all-products" ref={productsSection} />,
    <BrandStrip key="brands" />,
  ];

  return (
    <>
      <PageTitle>{t('app.name')}</PageTitle>
      <DrawInSteps items={sections} first={2} step={1}>
        {(section) => section}
      </DrawInSteps>
    </>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { DELIVERY_GOVERNORATE_COOKIE, readPageCookie } from '../../../shared/page-cookies';
import { TrustStrip } from '../../../shared/trust/trust-strip';

// Drawn only in the browser, once the cookie is read: the delivery code (and its governorates)
// stays off the home page's first load, which every visitor pays for.
const TrustStripWithDelivery = lazy(() =>
  import('./trust-strip-with-delivery').then((module) => ({ default: module.TrustStripWithDelivery })),
);

/**
 * The trust strip with delivery to the shopper's governorate. The home page is one copy for every
 * guest (shared caches keep it), so the governorate a shopper chose is read in the browser, after
 * the page is drawn. Until then, and for a shopper who has chosen none, the strip says the shop
 * delivers everywhere.
 */
export function HomeTrustStrip({ className }: { className?: string }) {
  const [remembered, setRemembered] = useState<string | null>(null);
  useEffect(() => setRemembered(readPageCookie(document.cookie, DELIVERY_GOVERNORATE_COOKIE)), []);
  if (!remembered) return <TrustStrip className={className} />;
  return (
    <Suspense fallback={<TrustStrip className={className} />}>
      <TrustStripWithDelivery remembered={remembered} className={className} />
    </Suspense>
  );
}

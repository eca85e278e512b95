import { useEffect, useState } from 'react';
import { useDeliveryEstimate } from '../../../shared/delivery/delivery-estimate';
import { DELIVERY_GOVERNORATE_COOKIE } from '../../../shared/delivery/delivery-governorate';
import { readPageCookie } from '../../../shared/page-cookies';
import { TrustStrip } from '../../../shared/trust/trust-strip';

function WithDelivery({ remembered, className }: { remembered: string | null; className?: string }) {
  const estimate = useDeliveryEstimate(remembered);
  return <TrustStrip delivery={estimate.standard} className={className} />;
}

/**
 * The trust strip with delivery to the shopper's governorate. The home page is one copy for every
 * guest (shared caches keep it), so the governorate a shopper chose is read in the browser, after
 * the page is drawn: until then the strip says the shop delivers everywhere.
 */
export function HomeTrustStrip({ className }: { className?: string }) {
  const [remembered, setRemembered] = useState<string | null | undefined>(undefined);
  useEffect(() => setRemembered(readPageCookie(document.cookie, DELIVERY_GOVERNORATE_COOKIE)), []);
  if (remembered === undefined) return <TrustStrip className={className} />;
  return <WithDelivery remembered={remembered} className={className} />;
}

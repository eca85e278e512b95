import { useDeliveryEstimate } from '../../../shared/delivery/delivery-estimate';
import { TrustStrip } from '../../../shared/trust/trust-strip';

/** The trust strip with the standard delivery to the governorate the shopper chose. */
export function TrustStripWithDelivery({
  remembered,
  className,
}: {
  remembered: string | null;
  className?: string;
}) {
  const estimate = useDeliveryEstimate(remembered);
  return <TrustStrip delivery={estimate.standard} className={className} />;
}

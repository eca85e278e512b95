import type { DeliveryZone } from '@kahraba/domain';
import { http } from '../api/http-client';

/** A governorate's delivery terms as the shipping page lists them. */
export type DeliveryTerms = Omit<DeliveryZone, 'updatedAt'>;

/** Every governorate's delivery fees and days, cheapest first (GET /delivery/zones). */
export async function fetchDeliveryZones(signal?: AbortSignal): Promise<DeliveryTerms[]> {
  return (await http.get<{ zones: DeliveryTerms[] }>('/delivery/zones', { signal })).zones;
}

import {
  type DeliveryQuote,
  deliveryWindow,
  findGovernorate,
  SHIPPING_METHODS,
  type ShippingMethod,
  termsFor,
} from '@kahraba/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { governoratePlace } from '../addresses/queries.js';
import { zoneTermsFor } from './zones.js';

function assertGovernorate(governorateId: string): void {
  if (!findGovernorate(governorateId)) throw new AppError('GOVERNORATE_NOT_FOUND');
}

/** Every method offered to a governorate, each with its fee and the days an order placed at `now` arrives. */
export async function quoteDeliveries(
  db: Database,
  governorateId: string,
  now: Date,
): Promise<DeliveryQuote[]> {
  assertGovernorate(governorateId);
  const zone = await zoneTermsFor(db, governorateId);
  return SHIPPING_METHODS.flatMap((method) => {
    const terms = termsFor(zone, method);
    if (!terms) return [];
    return [
      { governorate: governoratePlace(governorateId), method, ...terms, ...deliveryWindow(now, terms) },
    ];
  });
}

/** One method's quote; a method not offered there is refused. */
export async function quoteDelivery(
  db: Database,
  governorateId: string,
  method: ShippingMethod,
  now: Date,
): Promise<DeliveryQuote> {
  const quote = (await quoteDeliveries(db, governorateId, now)).find((q) => q.method === method);
  if (!quote) throw new AppError('SHIPPING_METHOD_UNAVAILABLE');
  return quote;
}

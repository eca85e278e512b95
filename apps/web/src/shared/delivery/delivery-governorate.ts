import { DEFAULT_GOVERNORATE_ID, findGovernorate } from '@kahraba/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { addressesQueryOptions, defaultAddress, useAddresses } from '../addresses/api';
import { DELIVERY_GOVERNORATE_COOKIE, readPageCookie, writePageCookie } from '../page-cookies';
import { deliveryQuotesQueryOptions } from './api';

/** The governorate remembered in a request's cookies, if it is one. */
export function rememberedGovernorate(request: Request): string | null {
  const value = readPageCookie(request.headers.get('cookie') ?? undefined, DELIVERY_GOVERNORATE_COOKIE);
  return value && findGovernorate(value) ? value : null;
}

/**
 * Where estimates are drawn for: the governorate the shopper chose (remembered in a cookie, which
 * the server reads to draw the same estimate), else their default address's, else Cairo.
 */
export function useDeliveryGovernorate(remembered: string | null) {
  const [chosen, setChosen] = useState<string | null>(remembered);
  const addresses = useAddresses();
  const governorateId = chosen ?? defaultAddress(addresses.data)?.governorate.id ?? DEFAULT_GOVERNORATE_ID;
  const choose = (id: string) => {
    setChosen(id);
    writePageCookie(DELIVERY_GOVERNORATE_COOKIE, id);
  };
  return [governorateId, choose] as const;
}

/**
 * For a page that draws a delivery estimate on the server: the quotes for the governorate the
 * estimate starts from (the remembered one, else the signed-in shopper's default address's, else
 * Cairo), put in the page's cache. Answers the remembered governorate, which the page hands to
 * the estimate.
 */
export async function prefetchDeliveryEstimate(
  client: QueryClient,
  request: Request,
  signedIn: boolean,
): Promise<string | null> {
  const remembered = rememberedGovernorate(request);
  const addresses =
    signedIn && !remembered ? await client.fetchQuery(addressesQueryOptions()).catch(() => []) : [];
  const governorateId = remembered ?? defaultAddress(addresses)?.governorate.id ?? DEFAULT_GOVERNORATE_ID;
  await client.prefetchQuery(deliveryQuotesQueryOptions(governorateId));
  return remembered;
}

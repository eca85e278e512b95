import { type InstallmentOffers, type Language, roundEgp } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../api/http-client';

// The installment plans that finance an amount: the product page asks with the product's price,
// the checkout with the order's total. Shared because both features show them.

export const installmentKeys = {
  offers: (amount: number) => ['installment-offers', roundEgp(amount)] as const,
};

export function fetchInstallmentOffers(amount: number, signal?: AbortSignal): Promise<InstallmentOffers> {
  return http.get<InstallmentOffers>('/installment-plans', { query: { amount: roundEgp(amount) }, signal });
}

export function installmentOffersQueryOptions(amount: number) {
  return queryOptions({
    queryKey: installmentKeys.offers(amount),
    queryFn: ({ signal }) => fetchInstallmentOffers(amount, signal),
    // Plans change when staff edit them, rarely within a visit.
    staleTime: 5 * 60_000,
  });
}

/** Nothing is asked for an amount no plan can finance (an empty cart, a free product). */
export function useInstallmentOffers(amount: number) {
  return useQuery({ ...installmentOffersQueryOptions(amount), enabled: amount > 0 });
}

/** The provider's name in the page's language. */
export function providerName(offer: { provider: string; providerAr: string }, language: Language): string {
  return language === 'ar' && offer.providerAr ? offer.providerAr : offer.provider;
}

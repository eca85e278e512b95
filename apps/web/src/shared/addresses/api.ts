import type { AddressPatchPayload, AddressWritePayloadInput, SavedAddress } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../api/http-client';
import { useSession } from '../session/use-session';

// The shopper's address book, read by the account page and the checkout under one query key.

export const addressKeys = { all: ['addresses'] as const };

const BASE = '/user/me/addresses';
const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export const fetchAddresses = async (signal?: AbortSignal) =>
  (await http.get<{ addresses: SavedAddress[] }>(BASE, { signal })).addresses;

export const createAddress = async (payload: AddressWritePayloadInput) =>
  (await http.post<{ address: SavedAddress }>(BASE, payload)).address;

export const updateAddress = async (id: string, patch: AddressPatchPayload | AddressWritePayloadInput) =>
  (await http.patch<{ address: SavedAddress }>(one(id), patch)).address;

export const deleteAddress = async (id: string) =>
  (await http.delete<{ addresses: SavedAddress[] }>(one(id))).addresses;

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: addressKeys.all, queryFn: ({ signal }) => fetchAddresses(signal) });

/** A guest has no address book. */
export function useAddresses() {
  const { user } = useSession();
  return useQuery({ ...addressesQueryOptions(), enabled: user !== null });
}

/** The address the checkout and the delivery estimates start from: the default, else the first. */
export function defaultAddress(addresses: readonly SavedAddress[] | undefined): SavedAddress | undefined {
  return addresses?.find((a) => a.isDefault) ?? addresses?.[0];
}

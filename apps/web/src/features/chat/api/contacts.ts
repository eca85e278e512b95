import { type Contact, contactSchema } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { chatKeys } from './chat-keys';

/**
 * GET /messages/contacts: the staff and everyone the user has talked to, with unread counts; for
 * staff also `withId`, the shopper they are about to write to first.
 */
export async function fetchContacts(signal?: AbortSignal, withId?: string): Promise<Contact[]> {
  const query = withId ? { with: withId } : undefined;
  return z.array(contactSchema).parse(await http.get<unknown>('/messages/contacts', { query, signal }));
}

export const contactsQueryOptions = (userId: string, withId?: string) =>
  queryOptions({
    // Under the plain list's key, so whatever refreshes the contacts refreshes this list too.
    queryKey: withId ? [...chatKeys.contacts(userId), withId] : chatKeys.contacts(userId),
    queryFn: ({ signal }) => fetchContacts(signal, withId),
  });

export function useContacts(userId: string | undefined, withId?: string) {
  return useQuery({ ...contactsQueryOptions(userId ?? '', withId), enabled: userId !== undefined });
}

/** Unread messages over all contacts (the navbar badge). */
export const totalUnread = (contacts: readonly Contact[] | undefined) =>
  (contacts ?? []).reduce((sum, contact) => sum + contact.unread, 0);

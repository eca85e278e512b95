import { type Contact, contactSchema } from '@kahraba/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../shared/api/http-client';
import { chatKeys } from './chat-keys';

/** GET /messages/contacts: the staff and everyone the user has talked to, with unread counts. */
export async function fetchContacts(signal?: AbortSignal): Promise<Contact[]> {
  return z.array(contactSchema).parse(await http.get<unknown>('/messages/contacts', { signal }));
}

export const contactsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: chatKeys.contacts(userId), queryFn: ({ signal }) => fetchContacts(signal) });

export function useContacts(userId: string | undefined) {
  return useQuery({ ...contactsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

/** Unread messages over all contacts (the navbar badge). */
export const totalUnread = (contacts: readonly Contact[] | undefined) =>
  (contacts ?? []).reduce((sum, contact) => sum + contact.unread, 0);

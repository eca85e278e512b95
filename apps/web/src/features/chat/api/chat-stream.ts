import { type Message, messageSchema } from '@kahraba/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { buildUrl } from '../../../shared/api/url';
import { chatKeys } from './chat-keys';

export type ChatStreamEvent =
  | { type: 'message'; message: Message }
  | { type: 'deleted'; id: string; from: string; to: string }
  | { type: 'unread'; count: number }
  /** The stream (re)connected: anything sent while it was down has to be fetched. */
  | { type: 'open' };

type Listener = (event: ChatStreamEvent) => void;

interface SharedStream {
  source: EventSource;
  listeners: Set<Listener>;
}

// One connection per tab and shopper, however many components listen (navbar badge, chat page).
const streams = new Map<string, SharedStream>();

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

function open(): SharedStream {
  // The session cookie signs the stream in: no token ever appears in a URL.
  const source = new EventSource(buildUrl('/messages/stream'));
  const shared: SharedStream = { source, listeners: new Set() };
  const emit = (event: ChatStreamEvent) => {
    for (const listener of shared.listeners) listener(event);
  };
  source.addEventListener('open', () => emit({ type: 'open' }));
  source.addEventListener('message', (event) => {
    const message = messageSchema.safeParse(parse((event as MessageEvent<string>).data));
    if (message.success) emit({ type: 'message', message: message.data });
  });
  source.addEventListener('deleted', (event) => {
    const data = parse((event as MessageEvent<string>).data) as {
      _id?: unknown;
      from?: unknown;
      to?: unknown;
    };
    if (typeof data?._id === 'string' && typeof data.from === 'string' && typeof data.to === 'string') {
      emit({ type: 'deleted', id: data._id, from: data.from, to: data.to });
    }
  });
  source.addEventListener('unread', (event) => {
    const data = parse((event as MessageEvent<string>).data) as { count?: unknown };
    if (typeof data?.count === 'number') emit({ type: 'unread', count: data.count });
  });
  return shared;
}

/**
 * Listens to the live chat stream; returns the unsubscribe function. Without EventSource (old
 * browsers, tests) nothing happens: the page still works on fetches and refetches.
 */
export function subscribeChatStream(userId: string, listener: Listener): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let shared = streams.get(userId);
  if (!shared) {
    shared = open();
    streams.set(userId, shared);
  }
  const current = shared;
  current.listeners.add(listener);
  return () => {
    current.listeners.delete(listener);
    if (current.listeners.size === 0) {
      current.source.close();
      if (streams.get(userId) === current) streams.delete(userId);
    }
  };
}

/** Keeps the chat queries (contacts with unread counts, open conversations) current from the stream. */
export function useChatLiveUpdates(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    return subscribeChatStream(userId, (event) => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.contacts(userId) });
      if (event.type === 'message' || event.type === 'deleted') {
        const from = event.type === 'message' ? event.message.from._id : event.from;
        const to = event.type === 'message' ? event.message.to._id : event.to;
        const contactId = from === userId ? to : from;
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversation(userId, contactId) });
      } else if (event.type === 'open') {
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations(userId) });
      }
    });
  }, [queryClient, userId]);
}

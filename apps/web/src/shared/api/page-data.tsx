import { type DehydratedState, dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useMatches } from 'react-router';
import { createQueryClient } from './query-client';

// A page's loader makes the reads its components make, with the same query options, into a cache
// of its own; the page renders from those answers on the server, and the browser's cache takes them
// over with the page (HydrationBoundary, at the root of the app, so the navbar reads them too). The
// components keep their useQuery calls: later changes (a filter, the next page, a mutation) are
// read in the browser.

export interface PageData {
  dehydratedState: DehydratedState;
}

/** Runs `read` against a fresh cache and hands its answers to the page. */
export async function loadPageData(read: (client: QueryClient) => Promise<unknown>): Promise<PageData> {
  const client = createQueryClient({ onServer: true });
  await read(client);
  return { dehydratedState: dehydrate(client) };
}

/**
 * Puts the answers of every matched route's loader in the cache before anything renders. At the
 * root: a query the navbar makes too (the cart, the contacts) must be filled before the navbar
 * asks for it, or the page below would render it as still loading.
 */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: matches.flatMap(
        (match) => (match.loaderData as Partial<PageData> | undefined)?.dehydratedState?.queries ?? [],
      ),
    }),
    [matches],
  );
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

import { type DehydratedState, dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { createQueryClient } from './query-client';

// A page's loader makes the reads its components make, with the same query options, into a cache
// of its own; the page renders from those answers on the server, and the browser's cache takes them
// over with the page (HydrationBoundary). The components keep their useQuery calls: later changes
// (a filter, the next page, a mutation) are read in the browser.

export interface PageData {
  dehydratedState: DehydratedState;
}

/** Runs `read` against a fresh cache and hands its answers to the page. */
export async function loadPageData(read: (client: QueryClient) => Promise<unknown>): Promise<PageData> {
  const client = createQueryClient({ onServer: true });
  await read(client);
  return { dehydratedState: dehydrate(client) };
}

/** Puts the route loader's answers in the page's cache before the page renders. */
export function WithPageData({ children }: { children: ReactNode }) {
  const data = useLoaderData() as Partial<PageData> | undefined;
  return <HydrationBoundary state={data?.dehydratedState}>{children}</HydrationBoundary>;
}

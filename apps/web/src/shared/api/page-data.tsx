import { type DehydratedState, dehydrate, HydrationBoundary, type QueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useRef } from 'react';
import { useMatches, useNavigation, useRevalidator } from 'react-router';
import { createQueryClient } from './query-client';

// A page's loader makes the reads its components make, with the same query options, into a cache
// of its own; the page renders from those answers on the server, and the browser's cache takes them
// over with the page (HydrationBoundary, at the root of the app, so the navbar reads them too). The
// components keep their useQuery calls: later changes (a filter, the next page, a mutation) are
// read in the browser.

export interface PageData {
  dehydratedState: DehydratedState;
}

/**
 * Runs `read` against a fresh cache and hands its answers to the page. The answers carry no clock
 * reading: the same page rendered twice is the same bytes, so a guest's page keeps its ETag, and a
 * copy a shared cache hands out later is as fresh as the browser that receives it (see below).
 */
export async function loadPageData(read: (client: QueryClient) => Promise<unknown>): Promise<PageData> {
  const client = createQueryClient({ onServer: true });
  await read(client);
  const { queries, mutations } = dehydrate(client);
  return {
    dehydratedState: {
      mutations,
      queries: queries.map((query) => ({
        ...query,
        dehydratedAt: 0,
        state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
      })),
    },
  };
}

const arrivals = new WeakMap<DehydratedState, number>();

/**
 * When a loader's answers count as read: when the load that brought them began (`loadStart`), not
 * when they arrived. A change the shopper made while the next page loaded (an item added to the
 * cart, a review sent) is newer than them, and HydrationBoundary keeps the newer of the two. Kept
 * per answer, so answers already taken in (the root's, on every later page) never overwrite what
 * changed since.
 */
function arrivalOf(state: DehydratedState, loadStart: number | null): number {
  let arrival = arrivals.get(state);
  if (arrival === undefined) {
    arrival = loadStart ?? Date.now();
    arrivals.set(state, arrival);
  }
  return arrival;
}

/**
 * The start of the navigation or revalidation in flight, held until its answers have landed: the
 * router shows them in the same update that ends its loading state.
 */
function useLoadStart(): number | null {
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const loading = navigation.state === 'loading' || revalidator.state === 'loading';
  const start = useRef<number | null>(null);
  const landing = start.current;
  if (loading) start.current ??= Date.now();
  else start.current = null;
  return loading ? start.current : landing;
}

/**
 * Puts the answers of every matched route's loader in the cache before anything renders. At the
 * root: a query the navbar makes too (the cart, the contacts) must be filled before the navbar
 * asks for it, or the page below would render it as still loading.
 */
export function PageDataBoundary({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const loadStart = useLoadStart();
  const state = useMemo<DehydratedState>(
    () => ({
      mutations: [],
      queries: matches.flatMap((match) => {
        const state = (match.loaderData as Partial<PageData> | undefined)?.dehydratedState;
        if (!state) return [];
        const arrival = arrivalOf(state, loadStart);
        return state.queries.map((query) => ({
          ...query,
          dehydratedAt: arrival,
          state: { ...query.state, dataUpdatedAt: arrival },
        }));
      }),
    }),
    // A new load's start changes nothing already stamped (arrivalOf keeps the first stamp).
    [matches, loadStart],
  );
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}

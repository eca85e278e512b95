import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './http-client';

const MAX_RETRIES = 2;

/** A client error will fail the same way again; a network blip or a 5xx may not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

// SPEC §8: failures are logged and re-thrown (to the page that shows them).
function logFailure(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return; // handled: session cleared, sent to /login
  console.error(error);
}

/**
 * A query client: one per page request on the server (its loaders fill it, the page renders from
 * it), one per visit in the browser. On the server a read fails at once and quietly: the loader
 * decides what a failure means for the page (a 404, or the page's own error state).
 */
export function createQueryClient({
  onServer = typeof window === 'undefined',
}: {
  onServer?: boolean;
} = {}): QueryClient {
  const onError = onServer ? undefined : logFailure;
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A query schedules its own removal gcTime after its last observer leaves. On the server a
        // page's cache is dropped with its request, so such a timer only kept every page rendered
        // in the last five minutes, answers and all, alive: the server died of its own memory.
        gcTime: onServer ? Number.POSITIVE_INFINITY : 5 * 60_000,
        retry: onServer ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

import { LANGUAGE_DIR, LIMITS } from '@kahraba/domain';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../shared/api/http-client';
import { i18n as appI18n, currentLanguage } from '../shared/i18n/i18n';
import { useTranslation } from '../shared/i18n/use-translation';
import { subscribeToToastRaised, toastRaised } from '../shared/ui/toast';

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
 * The app's query client. Drawing a page on the server (app/server-view.tsx), a read the server did
 * not make fails at once and quietly: the page draws its loading state and the app makes the read.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  const onError = onServer ? undefined : logFailure;
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        retry: onServer ? false : shouldRetry,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

// The toast host and its library load with the first toast (shared/ui/toast.ts): no page needs them
// to show, and most visits raise none.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

function LocalisedToaster() {
  const { i18n } = useTranslation();
  const raised = useSyncExternalStore(subscribeToToastRaised, toastRaised, toastRaised);
  if (!raised) return null;
  // SPEC §9: toasts top-right for 3000 ms, laid out in the reading direction.
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={LIMITS.toastMs}
        dir={LANGUAGE_DIR[currentLanguage(i18n)]}
        closeButton
      />
    </Suspense>
  );
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  i18n?: I18n;
}

/** The app's one query client in the browser. */
export const appQueryClient = createQueryClient();

export function Providers({ children, queryClient = appQueryClient, i18n = appI18n }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LocalisedToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

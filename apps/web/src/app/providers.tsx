import { LANGUAGE_DIR, LIMITS } from '@kahraba/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { I18nextProvider } from 'react-i18next';

export { createQueryClient } from '../shared/api/query-client';

import { i18n as appI18n, currentLanguage } from '../shared/i18n/i18n';
import { useTranslation } from '../shared/i18n/use-translation';
import { subscribeToToastRaised, toastRaised } from '../shared/ui/toast';

// The toast host and its library load with the first toast (shared/ui/toast.ts): no page needs them
// to show, and most visits raise none.
/** Below the header's one row (about 3.75 rem), with a little air. */
const TOASTS_BELOW_HEADER = '4.75rem';

const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

export function LocalisedToaster() {
  const { i18n } = useTranslation();
  const raised = useSyncExternalStore(subscribeToToastRaised, toastRaised, toastRaised);
  if (!raised) return null;
  // SPEC §9: toasts top-right for 3000 ms, laid out in the reading direction; below the sticky
  // header, so they never cover its language switch, cart and account menu.
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        offset={{ top: TOASTS_BELOW_HEADER }}
        mobileOffset={{ top: TOASTS_BELOW_HEADER }}
        duration={LIMITS.toastMs}
        dir={LANGUAGE_DIR[currentLanguage(i18n)]}
        closeButton
      />
    </Suspense>
  );
}

export interface ProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  i18n?: I18n;
}

/** The root route's providers, for component tests that render part of the app. */
export function Providers({ children, queryClient, i18n = appI18n }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        <LocalisedToaster />
      </QueryClientProvider>
    </I18nextProvider>
  );
}

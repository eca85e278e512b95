import { Suspense } from 'react';
import { PageLoading } from '../shared/ui/page-loading';
import { AuthGate } from './auth-gate';
import { Providers, type ProvidersProps } from './providers';

/**
 * Everything around the router, the same in the browser (main.tsx) and on the server drawing a page
 * (server-view.tsx), so both draw the same page.
 */
export function AppRoot({ children, queryClient, i18n }: ProvidersProps) {
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <AuthGate>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
      </AuthGate>
    </Providers>
  );
}

import './styles.css';
import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AuthGate } from './app/auth-gate';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './shared/api/http-client';
import { whenI18nReady } from './shared/i18n/i18n';
import { paths } from './shared/paths';
import { sessionStore } from './shared/session/session-store';
import { PageLoading } from './shared/ui/page-loading';

const router = createAppRouter();

// SPEC §4: any 401 clears the session (the HTTP client does that) and goes to /login. A 401 on the
// login page itself (wrong password) stays there, keeping its ?redirect.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== paths.login()) void router.navigate(paths.login());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The router has started loading the page's code and texts already; the first render waits only
// for the shell's texts, so nothing shows untranslated. The stored session is read first, so the
// first render is already the page (AuthGate's "Loading..." would only flash for a frame).
void whenI18nReady().then(() => {
  sessionStore.initialise();
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AuthGate>
          <Suspense fallback={<PageLoading />}>
            <RouterProvider router={router} />
          </Suspense>
        </AuthGate>
      </Providers>
    </StrictMode>,
  );
});

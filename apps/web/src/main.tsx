import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-root';
import { QUERY_STATE_ELEMENT_ID } from './app/page-elements';
import { appQueryClient } from './app/providers';
import { type AppRouter, createAppRouter } from './app/router';
import { setUnauthorizedHandler } from './shared/api/http-client';
import { releaseEarlyInput } from './shared/early-input';
import { whenI18nReady } from './shared/i18n/i18n';
import { paths } from './shared/paths';
import { sessionStore } from './shared/session/session-store';

const router = createAppRouter();

// SPEC §4: any 401 clears the session (the HTTP client does that) and goes to /login. A 401 on the
// login page itself (wrong password) stays there, keeping its ?redirect.
setUnauthorizedHandler(() => {
  if (router.state.location.pathname !== paths.login()) void router.navigate(paths.login());
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The catalog answers a page drawn by the server was drawn with (app/server-view.tsx). */
function readServerQueryState(): unknown {
  const element = document.getElementById(QUERY_STATE_ELEMENT_ID);
  if (!element) return undefined;
  try {
    return JSON.parse(element.textContent ?? '');
  } catch {
    return undefined;
  }
}

function whenRouterReady(appRouter: AppRouter): Promise<void> {
  if (appRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// A page the server drew stays on screen until the app can draw the same page over it: its answers
// go into the query cache, and the first render waits for the page's code and texts as well, so it
// never replaces the page with a loading state. Otherwise the first render waits only for the
// shell's texts (the router has started loading the page's code and texts already). The stored
// session is read first, so the first render is already the page (AuthGate's "Loading..." would
// only flash for a frame).
const serverState = readServerQueryState();
if (serverState) hydrate(appQueryClient, serverState);
const drawnByServer = root.hasChildNodes();

/** A task of its own for what follows: the page stays responsive between loading the app and drawing it. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

void Promise.all([whenI18nReady(), drawnByServer ? whenRouterReady(router).then(nextTask) : undefined]).then(
  () => {
    sessionStore.initialise();
    createRoot(root).render(
      <StrictMode>
        <AppRoot>
          <RouterProvider router={router} />
        </AppRoot>
      </StrictMode>,
    );
    // What the shopper did on the drawn page meanwhile goes to the app now (Preact renders at once).
    void releaseEarlyInput();
  },
);

import { AsyncLocalStorage } from 'node:async_hooks';
import { SESSION_COOKIE } from '@kahraba/domain';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import {
  type ActionFunctionArgs,
  createMemoryRouter,
  type LoaderFunctionArgs,
  type RouteObject,
  useLoaderData,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '../app/providers';
import * as root from '../app/root';
import routeConfig from '../app/routes';
import { type ServerApi, setServerApiLookup } from '../shared/api/server-api';
import { currentLanguage, i18n } from '../shared/i18n/i18n';
import { testSession } from './fixtures';

// The whole app in a memory router, built from the real route table (app/routes.ts) and route
// modules: each route's component, loader, action, handle, error boundary and shouldRevalidate are
// the module's own. What the server does in framework mode is played here:
// - loaders and actions run as page requests on the server do, inside a ServerApi (so the shared
//   "who is signed in" read, the in-process API and the 401 handling are the server's), with the
//   browser's cookies: the page's own (document.cookie) and the session cookie of fixtures.ts;
// - the server's API is the test's fetch (mockApi, mockAdminApi, a stubbed fetch...), except GET
//   /api/user/me, which the session of fixtures.ts answers.
// The root route renders what root.tsx's App provides (the session, the query cache, the loaders'
// answers, the toaster), with the browser's session store and a query client the test can reach.

type RouteModule = {
  default?: RouteObject['Component'];
  loader?: (args: LoaderFunctionArgs) => unknown;
  action?: (args: ActionFunctionArgs) => unknown;
  handle?: unknown;
  ErrorBoundary?: RouteObject['ErrorBoundary'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
};

// Route files are named relative to app/. Every route module is imported along with this file,
// before any test starts (a first import inside a test would eat into its time).
const routeModules = import.meta.glob<RouteModule>(
  [
    '../app/*.tsx',
    '../features/*/pages/*.tsx',
    '../features/admin/layout/*.tsx',
    '../features/admin/routes/*.tsx',
    // Resource routes (robots.txt, sitemaps): a loader and no component.
    '../features/seo/routes/*.ts',
    '!../app/entry.*.tsx',
    '!../**/*.test.tsx',
  ],
  { eager: true },
);

function moduleOf(file: string): RouteModule {
  // app/x.tsx → ../app/x.tsx; app/../features/y.tsx → ../features/y.tsx
  const fromHere = new URL(file, 'file:///src/app/').pathname.replace(/^\/src\//, '../');
  const module = routeModules[fromHere];
  if (!module) throw new Error(`render-app: no route module ${fromHere} (routes.ts names ${file})`);
  return module;
}

// --- The server side of a page request ---

const pageRequests = new AsyncLocalStorage<ServerApi>();
setServerApiLookup(() => pageRequests.getStore());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the server reaches it: the session answers /user/me, the test's fetch the rest. */
async function serverFetch(url: string, init: RequestInit): Promise<Response> {
  const { pathname } = new URL(url, 'http://localhost');
  if (pathname === '/api/user/me' && (init.method ?? 'GET') === 'GET') {
    const user = testSession()?.user;
    return user
      ? json(200, { status: 'success', data: user })
      : json(401, { status: 'error', code: 'UNAUTHORIZED', message: 'Please log in to continue.' });
  }
  return globalThis.fetch(url, init);
}

/** The Cookie header the browser would send: the page's cookies and the HttpOnly session. */
function browserCookies(): string {
  const cookies = document.cookie ? document.cookie.split('; ') : [];
  if (testSession()) cookies.push(`${SESSION_COOKIE}=test-session`);
  return cookies.join('; ');
}

function asPageRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  const cookies = browserCookies();
  if (cookies) headers.set('Cookie', cookies);
  headers.set('Accept-Language', currentLanguage(i18n));
  return new Request(request, { headers });
}

/** A loader or action run as the server runs it for a page request. */
function onServer<Args extends { request: Request }>(handler: (args: Args) => unknown) {
  return (args: Args) =>
    pageRequests.run({ fetch: serverFetch, language: currentLanguage(i18n), shared: new Map() }, () =>
      handler({ ...args, request: asPageRequest(args.request) }),
    );
}

function routeProperties(module: RouteModule): Partial<RouteObject> {
  const properties = {
    Component: module.default,
    loader: module.loader && onServer(module.loader),
    action: module.action && onServer(module.action),
    handle: module.handle,
    ErrorBoundary: module.ErrorBoundary,
    shouldRevalidate: module.shouldRevalidate,
  };
  return Object.fromEntries(
    Object.entries(properties).filter(([, value]) => value !== undefined),
  ) as Partial<RouteObject>;
}

function toRouteObject(entry: RouteConfigEntry): RouteObject {
  return {
    id: entry.id ?? entry.file.replace(/\.tsx$/, ''),
    path: entry.path,
    index: entry.index,
    caseSensitive: entry.caseSensitive,
    children: entry.children?.map(toRouteObject),
    ...routeProperties(moduleOf(entry.file)),
  } as RouteObject;
}

// --- The root route: root.tsx's loader, error boundary and providers ---

/** What root.tsx's App provides around every page, with the test's query client. */
function TestApp({ queryClient }: { queryClient: QueryClient }) {
  const { user } = useLoaderData<typeof root.loader>();
  return <root.AppFrame session={root.useSessionStore(user)} queryClient={queryClient} />;
}

export interface RenderAppOptions {
  /** The query cache; by default the app's, without retries so failures show at once. */
  queryClient?: QueryClient;
}

/** A query client as the app makes one in the browser, but failing at once instead of retrying. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient({ onServer: false });
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

/**
 * Renders the whole app at `path`, as the browser shows it: every route of app/routes.ts, its
 * loaders run with the session of fixtures.ts (storeSession), in the language of the app's i18n.
 */
export function renderApp(path = '/', { queryClient = createTestQueryClient() }: RenderAppOptions = {}) {
  const routes: RouteObject[] = [
    {
      id: 'root',
      loader: onServer(root.loader),
      shouldRevalidate: root.shouldRevalidate,
      ErrorBoundary: root.ErrorBoundary,
      HydrateFallback: () => null,
      element: <TestApp queryClient={queryClient} />,
      children: routeConfig.map(toRouteObject),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, queryClient, ...view };
}

import { LANGUAGE_DIR, type User } from '@kahraba/domain';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import {
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import { PageDataBoundary } from '../shared/api/page-data';
import { currentLanguage, setLanguage } from '../shared/i18n/i18n';
import { isConsolePath } from '../shared/i18n/request-language';
import { useTranslation } from '../shared/i18n/use-translation';
import { inLanguage, languageOfPath } from '../shared/language-paths';
import { WISH_PARAM, withoutWishIntent } from '../shared/paths';
import { canonicalPath, isCatalogPage, isPersonalPage } from '../shared/seo/canonical';
import { OG_LOCALES } from '../shared/seo/page-preview';
import { publicOrigin } from '../shared/seo/site';
import { createSessionStore, type SessionStore, sessionStore } from '../shared/session/session-store';
import { signedInUser } from '../shared/session/signed-in-user';
import { SessionContext } from '../shared/session/use-session';
import { ErrorState } from '../shared/ui/error-state';
import { PageTitle } from '../shared/ui/page-title';
import { addToWishlist } from '../shared/wishlist/api';
import stylesheetHref from '../styles.css?url';
import { createQueryClient, LocalisedToaster } from './providers';

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  // Where the shop is reached, for the absolute addresses of a page's canonical link and alternates.
  const origin = publicOrigin(request);
  // A guest's heart sent them to sign in with `?wish=<id>`; the page they come back to is drawn
  // with the product saved, scripts or not (use-wish-intent.ts does it inside the running app).
  const url = new URL(request.url);
  const wish = url.searchParams.get(WISH_PARAM);
  if (user && wish) {
    // A product gone meanwhile, or a link from another site (the API refuses its writes), saves
    // nothing: the shopper still lands on the page they asked for.
    await addToWishlist(wish).catch(() => undefined);
    throw redirect(withoutWishIntent(url));
  }
  return { user, origin };
}

// Who is signed in changes only by a form's action (login, logout) or an explicit revalidation,
// not by moving between pages or filters.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%230b1533'/%3E%3Cpath d='M18 3 7 18h8l-2 11 12-16h-8z' fill='%23fbbf24'/%3E%3C/svg%3E";

export function Layout({ children }: { children: ReactNode }) {
  // The server's instance is the request's language; the browser's starts in the language the page
  // was rendered in and follows the language switch.
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <html lang={language} dir={LANGUAGE_DIR[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1533" />
        {/*
          The shop's stylesheet, a fingerprinted file the browser and a shared cache keep for a year
          (decision 0030). As React's own stylesheet resource (precedence), React writes it first in
          the head, before the pictures' and scripts' preloads, so it is the first thing asked for.
        */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <link rel="icon" type="image/svg+xml" href={FAVICON} />
        <SearchEngineLinks />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * What search engines and link previews read of every page: its canonical address (its plain page
 * for a sorted or filtered listing, shared/seo/canonical.ts, or the one a route's loader names),
 * the page in each language (English is also the page for any other language, x-default), and
 * `noindex` on a shopper's own pages. The staff console has one address for both languages and is
 * never listed.
 */
function SearchEngineLinks() {
  const origin = useRouteLoaderData<typeof loader>('root')?.origin ?? '';
  const { pathname, search } = useLocation();
  const named = useMatches()
    .map((match) => (match.loaderData as { canonicalPath?: unknown } | undefined)?.canonicalPath)
    .findLast((path): path is string => typeof path === 'string');
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (isConsolePath(pathname)) return <meta name="robots" content="noindex, nofollow" />;
  const canonical = named ? inLanguage(named, languageOfPath(pathname)) : canonicalPath(pathname, search);
  const english = `${origin}${inLanguage(canonical, 'en')}`;
  const personal = isPersonalPage(pathname);
  return (
    <>
      <link rel="canonical" href={`${origin}${canonical}`} />
      <link rel="alternate" hrefLang="en" href={english} />
      <link rel="alternate" hrefLang="ar" href={`${origin}${inLanguage(canonical, 'ar')}`} />
      <link rel="alternate" hrefLang="x-default" href={english} />
      {personal && <meta name="robots" content="noindex" />}
      {/* Catalog pages describe themselves (shared/seo/page-preview.tsx); the rest say what the shop is. */}
      {!isCatalogPage(pathname) && <meta name="description" content={t('app.tagline')} />}
      <meta property="og:site_name" content={t('app.name')} />
      <meta property="og:url" content={`${origin}${canonical}`} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:locale:alternate" content={OG_LOCALES[language === 'ar' ? 'en' : 'ar']} />
    </>
  );
}

/** The app's language follows its address: back and forward between the two languages included. */
function useLanguageOfAddress() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  // Only a new address moves the language: the switch changes the language a moment before it
  // changes the address, and must not be undone in between.
  const instance = useRef(i18n);
  instance.current = i18n;
  useEffect(() => {
    if (isConsolePath(pathname)) return;
    const language = languageOfPath(pathname);
    if (language !== currentLanguage(instance.current)) void setLanguage(language, instance.current);
  }, [pathname]);
}

/** The session a page renders with: the request's own on the server, the browser's one store here. */
export function useSessionStore(user: User | null) {
  const [store] = useState(() => {
    if (typeof window === 'undefined') return createSessionStore({ user, storage: null, events: null });
    // Before anything subscribes, so the first render in the browser matches the server's.
    sessionStore.seed(user);
    return sessionStore;
  });
  // The server's word on who is signed in (after a login or logout action) wins.
  useEffect(() => store.seed(user), [store, user]);
  return store;
}

export default function App() {
  const { user } = useLoaderData<typeof loader>();
  const store = useSessionStore(user);
  // One query client per page request on the server, one for the whole visit in the browser.
  const [queryClient] = useState(() => createQueryClient());
  return <AppFrame session={store} queryClient={queryClient} />;
}

/** What every page renders inside: the session, the query cache with the loaders' answers, toasts. */
export function AppFrame({ session, queryClient }: { session: SessionStore; queryClient: QueryClient }) {
  useLanguageOfAddress();
  return (
    <SessionContext value={session}>
      <QueryClientProvider client={queryClient}>
        <PageDataBoundary>
          <Outlet />
        </PageDataBoundary>
        <LocalisedToaster />
      </QueryClientProvider>
    </SessionContext>
  );
}

/** Only reached when the shop's or the console's own layout could not render. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <>
      <PageTitle>
        {t('app.pageTitle', { page: t(notFound ? 'notFound.title' : 'errors.unexpectedError') })}
      </PageTitle>
      <ErrorState message={t(notFound ? 'notFound.text' : 'errors.unexpectedError')} />
    </>
  );
}

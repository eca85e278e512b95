// The server's part of the web app, built for Node on its own (`vite build --ssr`, into
// dist-server/server-view.js; docs/decisions/0006-catalog-pages-drawn-by-the-server.md). The server
// asks it which files and catalog reads a page's first view needs (first-view.ts), makes the reads,
// and has it draw the catalog pages with their answers: the page arrives drawn, and its largest
// picture paints without waiting for any script. The app then draws the same page over it.
import { AsyncLocalStorage } from 'node:async_hooks';
import { acceptedLanguages, DEFAULT_LANGUAGE, LANGUAGE_DIR, LANGUAGES, type Language } from '@kahraba/domain';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { readOnServerFrom } from '../shared/api/early-reads';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../shared/i18n/detect-language';
import { i18n } from '../shared/i18n/i18n';
import { SHELL_NAMESPACES } from '../shared/i18n/resources';
import { LANGUAGE_COOKIE, readPageCookie, SIGNED_IN_COOKIE } from '../shared/page-cookies';
import { sessionStore } from '../shared/session/session-store';
import { DrawingOnServer } from '../shared/ui/page-title';
import { AppRoot } from './app-root';
import { matchesPattern } from './match-pattern';
import { createQueryClient } from './providers';
import { routes } from './router';
import { shopPages } from './shop-pages';

export { firstViewFor } from './first-view';
export {
  APP_SCRIPTS_ELEMENT_ID,
  EARLY_READ_ATTRIBUTE,
  MODULE_FILES_ELEMENT_ID,
  PAGE_PRELOADER_ATTRIBUTE,
  QUERY_STATE_ELEMENT_ID,
} from './page-elements';

/** The pages the server draws: the catalog, the same for every guest. */
const SERVER_DRAWN_PAGES = [
  shopPages.home,
  shopPages.products,
  shopPages.offers,
  shopPages.search,
  shopPages.category,
  shopPages.product,
];

export interface Visitor {
  language: Language;
  /** A session is stored in the browser: the page is left to the app (SPEC §2, no guest page first). */
  signedIn: boolean;
}

/** Who the page is for, as the app will see it: the same detection order (SPEC §1) from the request. */
export function visitorFrom(headers: { cookie?: string; acceptLanguage?: string }): Visitor {
  const chosen = readPageCookie(headers.cookie, LANGUAGE_COOKIE);
  const browser = acceptedLanguages(headers.acceptLanguage);
  const language = detectLanguage({
    storage: { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? chosen : null) },
    navigator: { languages: browser, language: browser[0] ?? DEFAULT_LANGUAGE },
  });
  return { language, signedIn: readPageCookie(headers.cookie, SIGNED_IN_COOKIE) === '1' };
}

const ORIGIN = 'http://kahraba.invalid';
const TITLE = /<title>([^<]*)<\/title>/;
const answersOfThisPage = new AsyncLocalStorage<ReadonlyMap<string, string>>();

// Every read a page makes while the server draws it is answered from the reads the server made for
// it; any other read fails at once, and the page draws its loading state for the app to fill.
readOnServerFrom((url) => {
  const body = answersOfThisPage.getStore()?.get(url);
  return body === undefined
    ? Promise.reject(new Error(`${url} was not read for this page`))
    : Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }));
});

// The server's session is a guest's, and stays one: signed-in shoppers' pages are not drawn here.
sessionStore.initialise();

const handler = createStaticHandler(routes);

let textsLoaded: Promise<unknown> | undefined;
/** Every catalog page's texts in both languages, loaded once: a page is drawn in either. */
function loadTexts(): Promise<unknown> {
  textsLoaded ??= i18n
    .loadNamespaces([
      ...new Set([...SHELL_NAMESPACES, ...SERVER_DRAWN_PAGES.flatMap((page) => page.namespaces)]),
    ])
    .then(() => i18n.loadLanguages([...LANGUAGES]));
  return textsLoaded;
}

/**
 * Draws the page twice: the first drawing asks for the page's reads (TanStack Query notes them),
 * which are then answered; the second draws with the answers. A read that failed is forgotten, so
 * the page shows it loading rather than failed: the app makes it again in the browser.
 */
async function drawWithAnswers(draw: () => string, queryClient: QueryClient): Promise<string> {
  draw();
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined);
  await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
  queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  return draw();
}

export interface DrawnPage {
  /** The markup of the app's root element. */
  html: string;
  /** The page's title (shared/ui/page-title.tsx), as escaped text, or undefined. */
  title: string | undefined;
  /** The attributes of the page's <html> element, as the app sets them. */
  lang: Language;
  dir: 'ltr' | 'rtl';
  /** The answers it was drawn with (TanStack Query's dehydrated state), as JSON. */
  queryState: string;
}

/**
 * The page at `url` drawn for `visitor` with the reads the server made for it (address → the API's
 * JSON answer), or undefined where the server does not draw it: not a catalog page, a signed-in
 * shopper, an address the router does not answer with a page (not found, a redirect).
 */
export async function drawPage(
  url: string,
  visitor: Visitor,
  answers: ReadonlyMap<string, string>,
): Promise<DrawnPage | undefined> {
  const { pathname } = new URL(url, ORIGIN);
  if (visitor.signedIn || !SERVER_DRAWN_PAGES.some((page) => matchesPattern(page.pattern, pathname)))
    return undefined;
  await loadTexts();
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;

  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ onServer: true });
  const pageI18n = i18n.cloneInstance({ lng: visitor.language });
  const draw = () =>
    renderToString(
      <DrawingOnServer.Provider value>
        <AppRoot queryClient={queryClient} i18n={pageI18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppRoot>
      </DrawingOnServer.Provider>,
    );
  try {
    const drawn = await answersOfThisPage.run(answers, () => drawWithAnswers(draw, queryClient));
    // The title goes to the page's head; in the browser the app sets it without drawing it.
    const title = TITLE.exec(drawn);
    return {
      html: title ? drawn.replace(title[0], '') : drawn,
      title: title?.[1],
      lang: visitor.language,
      dir: LANGUAGE_DIR[visitor.language],
      queryState: JSON.stringify(dehydrate(queryClient)),
    };
  } finally {
    queryClient.clear();
  }
}

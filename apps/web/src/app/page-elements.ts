// The non-executable <script type="application/json"> elements the page carries for the page
// preloader (src/preload-page.ts). JSON in such an element is allowed by the script-src 'self' policy.

/**
 * The id of the element the build writes into index.html: source module → the files to fetch for
 * it (build/page-preloader.ts writes it).
 */
export const MODULE_FILES_ELEMENT_ID = 'module-files';

/**
 * The attribute of the elements the server writes into the page, one per catalog read it made for
 * the page's first view: the read's address, and its answer as the element's text (the API's JSON).
 */
export const EARLY_READ_ATTRIBUTE = 'data-early-read';

/**
 * The id of the element the server writes into a page it has drawn: the catalog answers it drew the
 * page with (TanStack Query's dehydrated state), which the app takes before its first render so it
 * draws the same page instead of loading it again.
 */
export const QUERY_STATE_ELEMENT_ID = 'query-state';

/** Marks the page preloader's own tags in index.html (build/page-preloader.ts). */
export const PAGE_PRELOADER_ATTRIBUTE = 'data-page-preloader';

/**
 * The id of the <template> a page the server drew carries the app's scripts in: the page paints
 * without them, so the page preloader starts them once it has (they would otherwise share a slow
 * link with the page's stylesheet, font and pictures).
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

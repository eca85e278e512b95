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

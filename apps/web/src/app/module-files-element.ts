/**
 * The id of the <script type="application/json"> the build writes into index.html: source module →
 * the files to fetch for it (build/page-preloader.ts writes it, src/preload-page.ts reads it).
 */
export const MODULE_FILES_ELEMENT_ID = 'module-files';

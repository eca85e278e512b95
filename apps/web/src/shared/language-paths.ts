import type { Language } from '@kahraba/domain';

// One URL per language: English at SPEC's paths, Arabic under /ar/ (docs/decisions/0020). A page's
// language is read from its address alone, so a shared cache and a search engine see each language
// as its own page; the language cookie only remembers a choice for a visitor arriving at `/`.

/** The prefix of every Arabic page; the router's routes carry it as an optional segment. */
export const ARABIC_PREFIX = '/ar';
/** The optional route segment that gives every shop route its Arabic twin. */
export const LANGUAGE_SEGMENT = 'ar?';

/** The language a page's address is in: `/ar`, `/ar/…` (and its data requests, `/ar.data`) are Arabic. */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PREFIX || /^\/ar[/.]/.test(pathname) ? 'ar' : 'en';
}

/** `path` (a path with its query) without its language prefix: the English page's address. */
export function withoutLanguage(path: string): string {
  if (languageOfPath(path.split(/[?#]/)[0] ?? '') !== 'ar') return path;
  const rest = path.slice(ARABIC_PREFIX.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The address of the English page `path` in `language`: the home page in Arabic is `/ar/`. */
export function inLanguage(path: string, language: Language): string {
  const english = withoutLanguage(path);
  return language === 'ar' ? `${ARABIC_PREFIX}${english}` : english;
}

let pageLanguage: () => Language = () => 'en';

/**
 * Set once by each entry: where the language of the page being drawn is found (the request's on
 * the server, the running app's in the browser), so every link the paths module builds stays in it.
 */
export function setPageLanguageLookup(lookup: () => Language): void {
  pageLanguage = lookup;
}

/** `path` in the language of the page being drawn. */
export function inPageLanguage(path: string): string {
  return inLanguage(path, pageLanguage());
}

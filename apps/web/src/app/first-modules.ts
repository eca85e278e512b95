import { SHELL_NAMESPACES } from '../shared/i18n/resources';
import { matchesPattern } from './match-pattern';
import { type ShopPage, shopPages } from './shop-pages';

/**
 * Web font files (styles.css) the first view of a page draws its text in. Chromium keeps text
 * waiting for its web font a little while before drawing a fallback, so the font is on the way to
 * the page's first paint; fetched with the page instead of when text is first laid out, it arrives
 * sooner, and no text reflows when it swaps in late. Latin text is drawn in the system's own font.
 */
const FONT_FILES: Record<string, readonly string[]> = {
  en: [],
  ar: ['cairo-arabic-wght-normal.woff2'],
};

/**
 * What a first visit to `pathname` needs besides the app's own code, named as the build's module
 * table names it: the page's module (unless it is for signed-in shoppers and there is no session),
 * the translation files it reads and the fonts, in `language`.
 */
export function firstModulesFor(pathname: string, language: string, signedIn: boolean): string[] {
  const page: ShopPage | undefined = Object.values(shopPages).find((candidate) =>
    matchesPattern(candidate.pattern, pathname),
  );
  const worthFetching = page && (!page.signedInOnly || signedIn) ? page : undefined;
  const namespaces = [...SHELL_NAMESPACES, ...(worthFetching?.namespaces ?? [])];
  return [
    ...(worthFetching ? [worthFetching.module] : []),
    ...namespaces.map((namespace) => `src/shared/i18n/locales/${language}/${namespace}.json`),
    ...(FONT_FILES[language] ?? []).map((file) => `font:${file}`),
  ];
}

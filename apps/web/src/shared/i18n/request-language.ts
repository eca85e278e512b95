import { acceptedLanguages, DEFAULT_LANGUAGE, type Language } from '@kahraba/domain';
import { languageOfPath } from '../language-paths';
import { LANGUAGE_COOKIE, readPageCookie } from '../page-cookies';
import { paths } from '../paths';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from './detect-language';

/**
 * The language the visitor chose or reads: the shopper's stored choice (the cookie the language
 * switch writes beside localStorage), then the browser's Accept-Language, then English, the order
 * the browser follows (SPEC §1).
 */
export function preferredLanguage(request: Request): Language {
  const chosen = readPageCookie(request.headers.get('cookie') ?? undefined, LANGUAGE_COOKIE);
  const browser = acceptedLanguages(request.headers.get('accept-language') ?? undefined);
  return detectLanguage({
    storage: { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? chosen : null) },
    navigator: { languages: browser, language: browser[0] ?? DEFAULT_LANGUAGE },
    documentElement: null,
  });
}

export const isConsolePath = (pathname: string) =>
  pathname === paths.admin() || pathname.startsWith(`${paths.admin()}/`) || pathname.startsWith('/admin.');

/**
 * The language a page is rendered in: its address's (`/ar/…` is Arabic, SPEC's paths English), so
 * one URL always answers one language. The staff console has one URL for both and follows the
 * visitor's preference, as it always did.
 */
export function requestLanguage(request: Request): Language {
  const { pathname } = new URL(request.url);
  return isConsolePath(pathname) ? preferredLanguage(request) : languageOfPath(pathname);
}

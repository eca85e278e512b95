import { acceptedLanguages, DEFAULT_LANGUAGE, type Language } from '@kahraba/domain';
import { detectLanguage, LANGUAGE_STORAGE_KEY } from '../shared/i18n/detect-language';
import { LANGUAGE_COOKIE, readPageCookie } from '../shared/page-cookies';

/**
 * The language a page is rendered in: the shopper's stored choice (the cookie the language switch
 * writes beside localStorage), then the browser's Accept-Language, then English, the same order
 * the browser follows (SPEC §1), so the page hydrates in the language it was rendered in.
 */
export function requestLanguage(request: Request): Language {
  const chosen = readPageCookie(request.headers.get('cookie') ?? undefined, LANGUAGE_COOKIE);
  const browser = acceptedLanguages(request.headers.get('accept-language') ?? undefined);
  return detectLanguage({
    storage: { getItem: (key) => (key === LANGUAGE_STORAGE_KEY ? chosen : null) },
    navigator: { languages: browser, language: browser[0] ?? DEFAULT_LANGUAGE },
    documentElement: null,
  });
}

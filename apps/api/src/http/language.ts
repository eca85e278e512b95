import { acceptedLanguages, DEFAULT_LANGUAGE, isLanguage, type Language } from '@kahraba/domain';

/** Picks en or ar from Accept-Language by quality; anything else falls back to English. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  const shipped = acceptedLanguages(acceptLanguage)
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find(isLanguage);
  return shipped ?? DEFAULT_LANGUAGE;
}

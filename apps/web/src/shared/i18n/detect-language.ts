import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@kahraba/domain';
import { LANGUAGE_COOKIE, writePageCookie } from '../page-cookies';

/** Where the shopper's chosen language is kept (SPEC §1: "stored locally"). */
export const LANGUAGE_STORAGE_KEY = 'lang';

/** Narrows whatever i18next holds ('ar', 'ar-EG', 'cimode', undefined) to a language we ship. */
export function toLanguage(code: string | null | undefined): Language {
  const base = code?.split('-')[0]?.toLowerCase();
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** What detection reads; the browser's own objects unless a test brings its own. */
export interface LanguageSources {
  storage?: Pick<Storage, 'getItem'> | null;
  navigator?: Pick<Navigator, 'languages' | 'language'> | null;
  documentElement?: Pick<HTMLElement, 'lang'> | null;
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings): the language is then detected, not remembered.
    return null;
  }
}

function browserSources(): LanguageSources {
  return {
    storage: browserStorage(),
    navigator: typeof navigator === 'undefined' ? null : navigator,
    documentElement: typeof document === 'undefined' ? null : document.documentElement,
  };
}

function storedChoice(storage: LanguageSources['storage']): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * SPEC §1: the stored choice, then the browser's languages in its order of preference, then the
 * page's language tag; the first one we ship wins ('ar-EG' counts as 'ar'), English otherwise.
 * Kept free of i18next so the page preloader can run it before the app's code has arrived.
 */
export function detectLanguage(sources: LanguageSources = browserSources()): Language {
  const candidates = [
    storedChoice(sources.storage),
    ...(sources.navigator?.languages ?? []),
    sources.navigator?.language,
    sources.documentElement?.lang,
  ];
  const shipped = candidates.find((candidate) => isLanguage(candidate?.split('-')[0]?.toLowerCase()));
  return toLanguage(shipped);
}

/** Remembers the shopper's language for their next visit, and tells the server (page-cookies.ts). */
export function rememberLanguage(
  language: Language,
  storage: Pick<Storage, 'setItem'> | null = browserStorage(),
): void {
  writePageCookie(LANGUAGE_COOKIE, language);
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Full or blocked storage: the choice lasts for this visit only.
  }
}

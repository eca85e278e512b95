import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_DIR, LANGUAGES, type Language } from '@kahraba/domain';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from './resources';

/** Where the shopper's chosen language is kept (SPEC §1: "stored locally"). */
export const LANGUAGE_STORAGE_KEY = 'lang';

export { resources };

/** Narrows whatever i18next holds ('ar', 'ar-EG', 'cimode', undefined) to a language we ship. */
export function toLanguage(code: string | undefined): Language {
  const base = code?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}

/** Mirrors the language on <html>, so the browser, screen readers and CSS see it (excalidraw does the same). */
export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  root.dir = LANGUAGE_DIR[language];
}

// A missing key is a bug: fail the test that shows it, shout in development, and in production
// quietly fall back to English (fallbackLng) rather than show a raw key.
const reportMissingKeys = import.meta.env.MODE === 'test' || import.meta.env.DEV;
function missingKeyHandler(languages: readonly string[], namespace: string, key: string): void {
  const message = `Missing translation key "${namespace}:${key}" for ${languages.join(', ')}`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}

export function createI18n(overrides: InitOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (typeof document !== 'undefined') applyDocumentLanguage(toLanguage(code));
  });
  void instance
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      resources,
      ns: NAMESPACES,
      defaultNS: 'translation',
      supportedLngs: LANGUAGES,
      fallbackLng: DEFAULT_LANGUAGE,
      // Only whole languages are shipped: never look up 'ar-EG' resources.
      load: 'languageOnly',
      detection: {
        // SPEC §1: stored value, browser language, page language tag.
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
        // 'ar-EG' from the browser becomes 'ar', so the language (and what is stored) is one we ship.
        convertDetectedLanguage: (code) => code.split('-')[0] ?? code,
      },
      // Resources are bundled, so initialisation finishes before the first render.
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes already.
      saveMissing: reportMissingKeys,
      missingKeyHandler: reportMissingKeys ? missingKeyHandler : false,
      react: { useSuspense: false },
      ...overrides,
    });
  return instance;
}

export const i18n = createI18n();

export function currentLanguage(instance: I18n = i18n): Language {
  return toLanguage(instance.resolvedLanguage ?? instance.language);
}

export function setLanguage(language: Language, instance: I18n = i18n): Promise<unknown> {
  return instance.changeLanguage(language);
}

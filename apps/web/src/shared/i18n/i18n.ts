import { DEFAULT_LANGUAGE, LANGUAGE_DIR, LANGUAGES, type Language } from '@kahraba/domain';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { toLanguage } from './detect-language';
import { languageDetector } from './language-detector';
import { loadLocaleFile } from './locale-files';
import { numberFormatter } from './number-formatter';
import { SHELL_NAMESPACES } from './resources';
import { type TranslationLoader, translationBackend } from './translation-backend';

export { LANGUAGE_STORAGE_KEY, toLanguage } from './detect-language';

/** Mirrors the language on <html>, so the browser, screen readers and CSS see it (excalidraw does the same). */
export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  // Only what changes: setting them again makes the browser restyle the whole page (a page the
  // server drew arrives with both set already).
  if (root.lang !== language) root.lang = language;
  if (root.dir !== LANGUAGE_DIR[language]) root.dir = LANGUAGE_DIR[language];
}

// A missing key is a bug: the translation tests fail on it and development shouts. In production the
// key itself would show: an Arabic page does not download the English texts just in case.
const reportMissingKeys = import.meta.env.MODE === 'test' || import.meta.env.DEV;
function missingKeyHandler(languages: readonly string[], namespace: string, key: string): void {
  const message = `Missing translation key "${namespace}:${key}" for ${languages.join(', ')}`;
  if (import.meta.env.MODE === 'test') throw new Error(message);
  console.error(message);
}

/** What every instance shares, the server's (server-i18n.ts) and the browser's. */
export const I18N_OPTIONS = {
  defaultNS: 'translation',
  supportedLngs: LANGUAGES,
  // Unsupported browser languages get English; Arabic falls back to nothing, so an Arabic page
  // never downloads the English files as well (both files carry the same keys, tests make sure).
  fallbackLng: { ar: [], default: [DEFAULT_LANGUAGE] },
  // Only whole languages are shipped: never look up 'ar-EG' resources.
  load: 'languageOnly',
  // React escapes already. Every interpolated number goes through the shop's number format
  // (number-formatter.ts), which both instances, the server's and the browser's, use.
  interpolation: { escapeValue: false, alwaysFormat: true },
  // i18next's defaults, spelled out: given explicitly, i18next stops testing every key for
  // whether it reads like a sentence rather than a path (a regular expression per t() call).
  nsSeparator: ':',
  keySeparator: '.',
  saveMissing: reportMissingKeys,
  missingKeyHandler: reportMissingKeys ? missingKeyHandler : false,
  // A component whose namespace has not arrived suspends rather than flashing raw keys.
  react: { useSuspense: true },
} satisfies InitOptions;

export interface CreateI18nOptions extends InitOptions {
  /** Where the texts come from; the lazily loaded locale files unless a test brings its own. */
  loadTranslations?: TranslationLoader;
}

export function createI18n({
  loadTranslations = loadLocaleFile,
  ...overrides
}: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (code) => {
    if (typeof document !== 'undefined') applyDocumentLanguage(toLanguage(code));
  });
  void instance
    .use(translationBackend(loadTranslations))
    .use(languageDetector)
    .use(initReactI18next)
    .use(numberFormatter)
    .init({
      ...I18N_OPTIONS,
      // Only the shell's texts at start; each page's namespaces come with its route.
      ns: [...SHELL_NAMESPACES],
      // Start loading at once rather than on the next tick: the first render waits for the shell texts.
      initAsync: false,
      ...overrides,
    });
  return instance;
}

/**
 * The language the browser starts in: the one the server rendered the page in (so hydration finds
 * the same texts), else SPEC §1's detection (stored choice, browser, page tag).
 */
function startingLanguage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const rendered = document.documentElement.lang;
  return rendered ? toLanguage(rendered) : undefined;
}

/** The browser's instance (the server renders with server-i18n.ts). */
export const i18n = createI18n({ lng: startingLanguage() });

/** Resolves once the instance has its language and the shell's texts, i.e. when the app may render. */
export function whenI18nReady(instance: I18n = i18n): Promise<void> {
  if (instance.isInitialized) return Promise.resolve();
  return new Promise((resolve) => {
    const onInitialized = () => {
      instance.off('initialized', onInitialized);
      resolve();
    };
    instance.on('initialized', onInitialized);
  });
}

export function currentLanguage(instance: I18n = i18n): Language {
  return toLanguage(instance.resolvedLanguage ?? instance.language);
}

export function setLanguage(language: Language, instance: I18n = i18n): Promise<unknown> {
  return instance.changeLanguage(language);
}

import type { Language } from '@kahraba/domain';

/** A namespace's texts: nested objects of strings. */
export type TranslationTree = { [key: string]: string | TranslationTree };

// Each file becomes its own small chunk, fetched the first time a page needs it in that language:
// neither the other language nor other pages' texts are in anyone's first download.
const localeFiles = import.meta.glob<TranslationTree>('./locales/*/*.json', { import: 'default' });

/** The texts of one namespace in one language. */
export function loadLocaleFile(language: Language, namespace: string): Promise<TranslationTree> {
  const load = localeFiles[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No translation file locales/${language}/${namespace}.json`));
  return load();
}

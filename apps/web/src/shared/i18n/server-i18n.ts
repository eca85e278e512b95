import { LANGUAGES, type Language } from '@kahraba/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18N_OPTIONS } from './i18n';
import type { TranslationTree } from './locale-files';
import { numberFormatter } from './number-formatter';

// The server renders in either language at any moment, so it keeps one i18next instance per
// language with every text loaded up front: rendering never waits for a file, and no request
// changes another's language.

const files = import.meta.glob<TranslationTree>('./locales/*/*.json', { eager: true, import: 'default' });

function textsOf(language: Language): Record<string, TranslationTree> {
  const texts: Record<string, TranslationTree> = {};
  for (const [file, tree] of Object.entries(files)) {
    const match = /\.\/locales\/(\w+)\/(\w+)\.json$/.exec(file);
    if (match?.[1] === language && match[2]) texts[match[2]] = tree;
  }
  return texts;
}

const instances = new Map<Language, I18n>();

export function serverI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18next.createInstance();
    const resources = Object.fromEntries(LANGUAGES.map((code) => [code, textsOf(code)]));
    void instance
      .use(initReactI18next)
      .use(numberFormatter)
      .init({
        ...I18N_OPTIONS,
        lng: language,
        resources,
        ns: Object.keys(resources[language] ?? {}),
        initAsync: false,
      });
    instances.set(language, instance);
  }
  return instance;
}

// Every translation file at once, for tests: they render synchronously and check all keys together.
// Never imported by the app, which loads the files one by one (locale-files.ts).
import type { Language } from '@kahraba/domain';
import type { TranslationTree } from '../locale-files';

const files = import.meta.glob<TranslationTree>('../locales/*/*.json', { eager: true, import: 'default' });

const FILE_NAME = /^\.\.\/locales\/(\w+)\/(\w+)\.json$/;

/** language → namespace → texts. */
export const bundledTranslations: Record<string, Record<string, TranslationTree>> = {};
for (const [file, texts] of Object.entries(files)) {
  const [, language, namespace] = FILE_NAME.exec(file) ?? [];
  if (!language || !namespace) throw new Error(`Unexpected translation file ${file}`);
  bundledTranslations[language] ??= {};
  bundledTranslations[language][namespace] = texts;
}

/** A synchronous TranslationLoader over the bundled files. */
export function loadBundledTranslations(language: Language, namespace: string): TranslationTree {
  const texts = bundledTranslations[language]?.[namespace];
  if (!texts) throw new Error(`No translation file locales/${language}/${namespace}.json`);
  return texts;
}

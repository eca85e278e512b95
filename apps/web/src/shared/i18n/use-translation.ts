// The app's components read their texts with this hook: react-i18next's own, typed with the app's
// namespaces (`translation`, the shell's, by default) and giving `{ t, i18n }`. It suspends until
// the namespace has loaded in the current language and draws again when the language changes.
// Decision 0007 records why this once held a shared `t` of its own, and why it no longer does.
import type { i18n as I18n, TFunction } from 'i18next';
// biome-ignore lint/style/noRestrictedImports: this module is the app's one entry to the hook.
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import { type KeptTexts, keptTexts, rememberingTexts } from './kept-texts';
import type { Namespace } from './resources';

export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: I18n;
}

// The server renders with one instance per language, every text loaded before the first page
// (server-i18n.ts), so a text asked for twice with the same values is the same text: it is looked
// up once, kept by language and namespace (react-i18next hands each component its own wrapper of
// the instance, so the instance itself cannot key them). In the browser texts arrive per page and
// the language changes: there it asks i18next every time.
const onServer = typeof document === 'undefined';
const keptOnServer = new Map<string, KeptTexts>();

function keptFor(language: string, namespace: string): KeptTexts {
  const key = `${language}:${namespace}`;
  let kept = keptOnServer.get(key);
  if (!kept) {
    kept = keptTexts();
    keptOnServer.set(key, kept);
  }
  return kept;
}

export function useTranslation<N extends Namespace = 'translation'>(
  namespace: N = 'translation' as N,
): Translation<N> {
  const { t, i18n } = useI18nextTranslation(namespace);
  const lookUp = onServer ? rememberingTexts(t, keptFor(i18n.language, namespace)) : t;
  return { t: lookUp as unknown as TFunction<N>, i18n };
}

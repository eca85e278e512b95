// The app's components read their texts with this hook: react-i18next's own, typed with the app's
// namespaces (`translation`, the shell's, by default) and giving `{ t, i18n }`. It suspends until
// the namespace has loaded in the current language and draws again when the language changes.
// Decision 0007 records why this once held a shared `t` of its own, and why it no longer does.
import type { i18n as I18n, TFunction } from 'i18next';
// biome-ignore lint/style/noRestrictedImports: this module is the app's one entry to the hook.
import { useTranslation as useI18nextTranslation } from 'react-i18next';
import type { Namespace } from './resources';

export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: I18n;
}

export function useTranslation<N extends Namespace = 'translation'>(
  namespace: N = 'translation' as N,
): Translation<N> {
  const { t, i18n } = useI18nextTranslation(namespace);
  return { t: t as unknown as TFunction<N>, i18n };
}

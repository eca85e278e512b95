import 'i18next';
import type { TranslationResources } from './resources';

// Translation keys are typed from the English files: a typo in t('...') fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: TranslationResources;
  }
}

import 'i18next';
import type { resources } from './resources';

// Translation keys are typed from the English file: a typo in t('...') fails type-checking.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
  }
}

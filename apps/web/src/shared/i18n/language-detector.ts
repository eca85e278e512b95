import type { LanguageDetectorModule } from 'i18next';
import { detectLanguage, rememberLanguage, toLanguage } from './detect-language';

/** i18next's view of detectLanguage: what to start with, and where to keep a change. */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(),
  cacheUserLanguage: (code) => rememberLanguage(toLanguage(code)),
};

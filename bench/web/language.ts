// How a run is put in a language. The web app picks the stored choice first and the browser's
// language second; Lighthouse clears storage before it loads a page, so each run sets the browser's
// language instead, as on a shopper's phone set to Arabic. Each run then reads back what the page
// rendered (`<html lang dir>`) and a run in the wrong language counts as failed.

export type Language = 'en' | 'ar';

/** The Chromium flag that sets navigator.language(s) and the Accept-Language header. */
export function languageFlag(language: Language): string {
  return language === 'ar' ? '--accept-lang=ar-EG,ar' : '--accept-lang=en-US,en';
}

export const EXPECTED_DIRECTION: Record<Language, 'ltr' | 'rtl'> = { en: 'ltr', ar: 'rtl' };

export interface RenderedLanguage {
  lang: string;
  dir: string;
}

/** Why a page did not render in the language of its run, or null when it did. */
export function languageMismatch(language: Language, rendered: RenderedLanguage | undefined): string | null {
  if (!rendered) return 'the page language could not be read';
  if (rendered.lang === language && rendered.dir === EXPECTED_DIRECTION[language]) return null;
  return `expected <html lang="${language}" dir="${EXPECTED_DIRECTION[language]}">, got lang="${rendered.lang}" dir="${rendered.dir}"`;
}

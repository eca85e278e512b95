import type { Language } from '@kahraba/domain';

/** Picks en or ar from Accept-Language by quality; anything else falls back to English. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      const quality = q ? Number(q.trim().slice(2)) : 1;
      return {
        lang: tag.trim().toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality);
  for (const { lang } of ranked) {
    if (lang === 'ar' || lang === 'en') return lang;
  }
  return 'en';
}

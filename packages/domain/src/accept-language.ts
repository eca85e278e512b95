/**
 * The language tags of an Accept-Language header, most preferred first:
 * 'fr, ar-EG;q=0.9, en;q=0.8' → fr, ar-EG, en. Tags the browser refuses (q=0), malformed qualities
 * and the '*' wildcard are left out. The API answers in the first one it ships; the server draws
 * pages in it when the shopper has not chosen a language.
 */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((param) => param.trim().startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality)
    .map(({ tag }) => tag);
}

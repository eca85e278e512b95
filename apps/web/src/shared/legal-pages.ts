// The pages every shop must have (privacy, terms, returns and warranty, shipping), each in both
// languages. Their texts live in features/legal/content; this list is what the rest of the app
// links to and what the sitemap lists, with the date each text last changed. The route config
// (app/routes.ts) reads this list, and it is loaded before the workspace packages can be: nothing
// here may import @kahraba/domain.

export const LEGAL_PAGE_KEYS = ['privacy', 'terms', 'returns', 'shipping'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

export interface LegalPage {
  key: LegalPageKey;
  /** The English page's path; the Arabic one is under /ar. */
  path: string;
  /** When its text last changed (ISO date): the sitemap's lastmod. */
  updated: string;
}

export const LEGAL_PAGES: readonly LegalPage[] = [
  { key: 'privacy', path: '/privacy', updated: '2026-11-28' },
  { key: 'terms', path: '/terms', updated: '2026-11-28' },
  { key: 'returns', path: '/returns', updated: '2026-11-28' },
  { key: 'shipping', path: '/shipping', updated: '2026-11-28' },
];

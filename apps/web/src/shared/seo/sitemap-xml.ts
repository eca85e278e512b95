import { LANGUAGES } from '@kahraba/domain';
import { inLanguage } from '../language-paths';

// The sitemap protocol's two documents (sitemaps.org): an index naming the files, and a file naming
// pages. Every page is listed in both languages, each entry naming its twin and the English page
// as x-default (xhtml:link alternates, as Google reads them), like the pages' own hreflang links.

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapFile {
  /** Absolute address of the file. */
  loc: string;
  lastmod?: string | null | undefined;
}

/** A sitemap index naming `files`. */
export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const entries = files.map(
    (file) =>
      `<sitemap><loc>${escapeXml(file.loc)}</loc>${file.lastmod ? `<lastmod>${escapeXml(file.lastmod)}</lastmod>` : ''}</sitemap>`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export interface SitemapPage {
  /** The English page's path with its query, as the paths module builds it. */
  path: string;
  lastmod?: string | null | undefined;
}

/** A sitemap file listing each of `pages` in every language, on `origin`. */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const parts: string[] = [];
  for (const page of pages) {
    const addresses = LANGUAGES.map(
      (language) => [language, `${origin}${inLanguage(page.path, language)}`] as const,
    );
    const english = addresses.find(([language]) => language === 'en')?.[1] ?? '';
    const alternates = [...addresses, ['x-default', english] as const]
      .map(
        ([hreflang, href]) =>
          `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join('');
    const lastmod = page.lastmod ? `<lastmod>${escapeXml(page.lastmod)}</lastmod>` : '';
    for (const [, href] of addresses)
      parts.push(`<url><loc>${escapeXml(href)}</loc>${lastmod}${alternates}</url>`);
  }
  return `${XML_DECLARATION}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${parts.join('\n')}\n</urlset>\n`;
}

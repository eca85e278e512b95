import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapXml } from './sitemap-xml';

describe('sitemapIndexXml', () => {
  it('names each file with its newest change', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://shop.kahraba.eg/sitemaps/static.xml', lastmod: '2026-11-28' },
      { loc: 'https://shop.kahraba.eg/sitemaps/products-1.xml', lastmod: null },
    ]);
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(xml).toContain(
      '<sitemap><loc>https://shop.kahraba.eg/sitemaps/static.xml</loc><lastmod>2026-11-28</lastmod></sitemap>',
    );
    expect(xml).toContain('<sitemap><loc>https://shop.kahraba.eg/sitemaps/products-1.xml</loc></sitemap>');
  });
});

describe('sitemapXml', () => {
  const xml = sitemapXml('https://shop.kahraba.eg', [
    { path: '/search?brand=Apple&x=1', lastmod: '2026-11-01T10:00:00.000Z' },
  ]);

  it('lists a page in both languages, each naming both and the English page as x-default', () => {
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toContain('<loc>https://shop.kahraba.eg/search?brand=Apple&amp;x=1</loc>');
    expect(urls[1]).toContain('<loc>https://shop.kahraba.eg/ar/search?brand=Apple&amp;x=1</loc>');
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-11-01T10:00:00.000Z</lastmod>');
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en" href="https://shop.kahraba.eg/search?brand=Apple&amp;x=1"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="ar" href="https://shop.kahraba.eg/ar/search?brand=Apple&amp;x=1"/>',
      );
      expect(url).toContain('hreflang="x-default" href="https://shop.kahraba.eg/search?brand=Apple&amp;x=1"');
    }
  });

  it('declares the xhtml namespace its alternates use', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

import { describe, expect, it } from 'vitest';
import { robotsText } from './robots';

/** Google's reading of robots.txt: the longest matching rule wins, Allow on a tie. */
function allowed(robots: string, path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow): (.+)$/.exec(line);
    if (!match?.[1] || !match[2]) continue;
    const rule = match[2];
    const pattern = new RegExp(
      `^${rule
        .replace(/[.+?^{}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\\\$$/, '$')}`,
    );
    if (!pattern.test(path)) continue;
    const allow = match[1] === 'Allow';
    if (rule.length > best.length || (rule.length === best.length && allow))
      best = { length: rule.length, allow };
  }
  return best.allow;
}

describe('robotsText', () => {
  const robots = robotsText('https://shop.kahraba.eg');

  it('names the sitemap by absolute address', () => {
    expect(robots).toContain('Sitemap: https://shop.kahraba.eg/sitemap.xml');
  });

  it('keeps crawlers out of personal pages, the console and the API, in both languages', () => {
    for (const path of ['/cart', '/checkout', '/user-account', '/order/abc', '/user-chats', '/trade-in']) {
      expect(allowed(robots, path), path).toBe(false);
      expect(allowed(robots, `/ar${path}`), `/ar${path}`).toBe(false);
    }
    expect(allowed(robots, '/admin/products')).toBe(false);
    expect(allowed(robots, '/api/product')).toBe(false);
    expect(allowed(robots, '/category/Mobile.data?_routes=root')).toBe(false);
    expect(allowed(robots, '/ar.data')).toBe(false);
  });

  it('lets in catalog pages and searches with words, but not every filter combination', () => {
    for (const path of [
      '/',
      '/ar/',
      '/product/x',
      '/category/Mobile',
      '/offers',
      '/search',
      '/search?q=iphone',
    ]) {
      expect(allowed(robots, path), path).toBe(true);
    }
    expect(allowed(robots, '/ar/search?q=%D8%A7%D9%8A%D9%81%D9%88%D9%86')).toBe(true);
    expect(allowed(robots, '/search?brand=Apple')).toBe(true);
    expect(allowed(robots, '/search?q=iphone&sort=price-asc')).toBe(false);
    expect(allowed(robots, '/search?q=iphone&brand=Apple')).toBe(false);
    expect(allowed(robots, '/search?priceMin=100')).toBe(false);
    expect(allowed(robots, '/category/Mobile?sort=price-low')).toBe(false);
    expect(allowed(robots, '/category/Mobile?page=2')).toBe(true);
  });
});

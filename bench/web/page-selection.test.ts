import { describe, expect, it } from 'vitest';
import { readPageSelection, selectedPages } from './page-selection.ts';

const targets = { productId: 'p1', orderId: 'o1' };

describe('page selection', () => {
  it('reads the pages, languages, count and extra options asked for', () => {
    const selection = readPageSelection(
      'runs',
      3,
      ['reports'],
      ['--runs', '5', '--pages', 'home,product', '--languages', 'ar', '--reports', '/tmp/lh', '--no-build'],
    );
    expect(selection).toMatchObject({
      smoke: false,
      noBuild: true,
      repeats: 5,
      languages: ['ar'],
      extra: { reports: '/tmp/lh' },
    });
    expect(selectedPages(selection, targets).map((page) => page.path)).toEqual(['/', '/product/p1']);
  });

  it('measures every page in both languages by default, and a guest and a signed-in page in English once in a smoke run', () => {
    const all = readPageSelection('loads', 7, [], []);
    expect(all.repeats).toBe(7);
    expect(all.languages).toEqual(['en', 'ar']);
    const pages = selectedPages(all, targets);
    expect(pages.filter((page) => !page.signedIn).map((page) => page.path)).toEqual([
      '/',
      '/search?q=samsung',
      '/category/Mobile',
      '/product/p1',
      '/offers',
    ]);
    expect(pages.filter((page) => page.signedIn).map((page) => page.path)).toEqual([
      '/',
      '/cart',
      '/order/o1',
    ]);
    const smoke = readPageSelection('loads', 7, [], ['--smoke', '--loads', '9']);
    expect(smoke.repeats).toBe(1);
    expect(smoke.languages).toEqual(['en']);
    expect(selectedPages(smoke, targets).map((page) => [page.name, page.signedIn])).toEqual([
      ['home', false],
      ['cart', true],
    ]);
  });

  it('refuses a count that is not a whole number of at least 1', () => {
    expect(() => readPageSelection('runs', 3, [], ['--runs', '0'])).toThrow('--runs takes a whole number');
  });
});

import { describe, expect, it } from 'vitest';
import { readPageSelection, selectedPages } from './page-selection.ts';

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
    expect(selectedPages(selection, 'p1').map((page) => page.path)).toEqual(['/', '/product/p1']);
  });

  it('measures every page in both languages by default, and the home page in English once in a smoke run', () => {
    const all = readPageSelection('loads', 7, [], []);
    expect(all.repeats).toBe(7);
    expect(all.languages).toEqual(['en', 'ar']);
    expect(selectedPages(all, 'p1')).toHaveLength(5);
    const smoke = readPageSelection('loads', 7, [], ['--smoke', '--loads', '9']);
    expect(smoke.repeats).toBe(1);
    expect(smoke.languages).toEqual(['en']);
    expect(selectedPages(smoke, 'p1').map((page) => page.name)).toEqual(['home']);
  });

  it('refuses a count that is not a whole number of at least 1', () => {
    expect(() => readPageSelection('runs', 3, [], ['--runs', '0'])).toThrow('--runs takes a whole number');
  });
});

import { test as base, type Page } from '@playwright/test';
import { awaitHydrationOnLoads } from './hydration.js';

export { expect } from '@playwright/test';

/** The shop's pages, whose Arabic twins live under /ar/ (the console and the API have one address). */
const hasArabicTwin = (path: string) =>
  path.startsWith('/') && !/^\/(ar|api|admin|media)(\/|\?|$)/.test(path);

/**
 * Makes the page open a shop page in the language its shopper chose (the `lang` cookie
 * `useLanguage` sets, as the language switch does): `/cart` is `/ar/cart` for an Arabic reader, as
 * every link on an Arabic page is.
 */
export function openInShoppersLanguage(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const lang = (await page.context().cookies()).find((cookie) => cookie.name === 'lang')?.value;
    return goto(lang === 'ar' && hasArabicTwin(url) ? `/ar${url}` : url, options);
  };
  return page;
}

/**
 * Playwright's test, with a page that opens shop pages in the shopper's language and whose goto
 * and reload wait for React to hydrate the page the server rendered (unless scripts are off): the
 * page is readable at once, but its buttons only work after.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    openInShoppersLanguage(page);
    await use(javaScriptEnabled === false ? page : awaitHydrationOnLoads(page));
  },
});

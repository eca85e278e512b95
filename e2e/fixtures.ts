import { test as base } from '@playwright/test';
import { awaitHydrationOnLoads } from './hydration.js';

export { expect } from '@playwright/test';

/**
 * Playwright's test, with a page whose goto and reload wait for React to hydrate the page the server
 * rendered (unless scripts are off): the page is readable at once, but its buttons only work after.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : awaitHydrationOnLoads(page));
  },
});

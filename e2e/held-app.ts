import type { Page } from '@playwright/test';

/**
 * Holds the app's framework file back, as a slow link would, so a page the server drew stays
 * un-taken-over until the returned function lets the file through.
 */
export async function holdAppFramework(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/framework-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

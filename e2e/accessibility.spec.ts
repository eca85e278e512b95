import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { type Lang, registerShopper, type Session, signedIn, useLanguage } from './shopper.js';

// axe-core's WCAG 2 A and AA rules on the shopper's pages, guest and signed in, in both languages:
// the pages must report no violation at all.

// axe is injected into the page, which the store's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axeSource });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
    });
    return result.violations;
  });
  return (found as Violation[]).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

let shopper: Session;
let productPath: string;

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  shopper = await registerShopper(api, 'Salma Youssef', 'a11y');
  const list = await (await api.get('/api/product?inStock=in&limit=1')).json();
  productPath = `/product/${list.data[0]._id}`;
  const added = await api.post('/api/cart', {
    headers: { authorization: `Bearer ${shopper.token}` },
    data: { product: list.data[0]._id, quantity: 1 },
  });
  expect(added.status()).toBe(200);
  await api.dispose();
});

const GUEST_PAGES = [
  '/',
  '/search?q=samsung',
  '/category/Mobile',
  'product',
  '/offers',
  '/products',
  '/login',
];
const SIGNED_IN_PAGES = ['/cart', '/checkout', '/user-account'];

for (const lang of ['en', 'ar'] as Lang[]) {
  test.describe(`axe, in ${lang}`, () => {
    test('guest pages report no violation', async ({ page, context }) => {
      test.setTimeout(120_000);
      await useLanguage(context, lang);
      for (const path of GUEST_PAGES) {
        await page.goto(path === 'product' ? productPath : path);
        expect(await violations(page), path).toEqual([]);
      }
    });

    test('signed-in pages report no violation', async ({ page }) => {
      test.setTimeout(120_000);
      await signedIn(page, shopper, lang);
      for (const path of SIGNED_IN_PAGES) {
        await page.goto(path);
        expect(await violations(page), path).toEqual([]);
      }
    });
  });
}

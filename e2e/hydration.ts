import { expect, type Locator, type Page } from '@playwright/test';

/** True once React has taken the node over: it marks each DOM node it owns with `__reactFiber$…`. */
const ownedByReact = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * How long a page may take to hydrate. Longer than other expectations: with two test workers, the
 * server and the browsers sharing two cores, a page's scripts have taken 15 s to load and run.
 */
const HYDRATION_TIMEOUT_MS = 30_000;

/**
 * Waits until React has hydrated the element the server rendered (server-rendered HTML alone never
 * carries React's marks).
 */
export async function expectHydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate(ownedByReact), {
      message: 'the element is hydrated by React',
      timeout: HYDRATION_TIMEOUT_MS,
    })
    .toBe(true);
}

/**
 * Waits until React has started hydrating the page: from then on its listeners are on the document
 * and a tap is handled (or replayed once its part is hydrated). Before that, a server-rendered
 * button does nothing at all, so a test must not tap it yet.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Object.keys(document.documentElement).some((key) => key.startsWith('__reactFiber$')),
        ),
      { message: 'React hydrates the page', timeout: HYDRATION_TIMEOUT_MS },
    )
    .toBe(true);
}

/**
 * Makes the page's goto and reload come back only once React has hydrated the new document, as a
 * shopper's tap would only do something from then on. (Pages with scripts off must not use it.)
 */
export function awaitHydrationOnLoads(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';
import { awaitHydrationOnLoads } from './hydration.js';

test.describe('home page language', () => {
  test('renders in English, left to right, by default', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Laptop' }).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('6th of October');
  });

  test('switches to Arabic, right to left, and keeps the choice after a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('contentinfo')).toContainText('السادس من أكتوبر');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('link', { name: 'English' })).toBeVisible();
  });

  test('follows an Arabic browser on the first visit', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = awaitHydrationOnLoads(await context.newPage());
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await context.close();
  });
});

test.describe('brand strip', () => {
  /** Where the strip's track stands now: its horizontal shift, and whether its motion is running. */
  async function trackState(page: Page) {
    return page.getByTestId('brand-strip').evaluate((strip) => {
      const track = strip.firstElementChild as HTMLElement;
      const [motion] = track.getAnimations();
      return {
        shift: new DOMMatrix(getComputedStyle(track).transform).m41,
        // A pause is pending until the next frame: the strip may still move until it settles.
        playState: motion?.pending ? 'pending' : motion?.playState,
        duration: Number(motion?.effect?.getTiming().duration),
        loopWidth: track.getBoundingClientRect().width / 2,
      };
    });
  }

  test('moves the brands along the reading direction at 1 px every 30 ms and pauses under the pointer', async ({
    page,
  }) => {
    await page.goto('/');
    const strip = page.getByTestId('brand-strip');
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await trackState(page)).duration).toBeGreaterThan(0);
    await expect.poll(async () => (await trackState(page)).playState).toBe('running');
    const start = await trackState(page);
    expect(start.duration).toBeCloseTo(start.loopWidth * 30, 0);
    await expect.poll(async () => (await trackState(page)).shift).toBeLessThan(start.shift - 5);

    await strip.hover();
    await expect.poll(async () => (await trackState(page)).playState).toBe('paused');
    const paused = (await trackState(page)).shift;
    await page.waitForTimeout(300);
    expect((await trackState(page)).shift).toBe(paused);
  });

  test('shows a brand reached with the keyboard, wherever the strip had moved to', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByTestId('brand-strip');
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(async () => (await trackState(page)).duration).toBeGreaterThan(0);
    // Half a loop on: the first brand, the first one a Tab reaches, has moved out of the strip.
    await strip.evaluate((element) => {
      const [motion] = (element.firstElementChild as HTMLElement).getAnimations();
      if (motion) motion.currentTime = Number(motion.effect?.getTiming().duration) / 2;
    });
    const first = strip.getByRole('link').first();
    const box = async (locator: typeof strip) => (await locator.boundingBox()) ?? { x: 0, width: 0 };
    expect((await box(first)).x + (await box(first)).width).toBeLessThan((await box(strip)).x);

    await first.focus();
    await expect(first).toBeFocused();
    const [shown, within] = [await box(first), await box(strip)];
    expect(shown.x).toBeGreaterThanOrEqual(within.x);
    expect(shown.x + shown.width).toBeLessThanOrEqual(within.x + within.width);
  });

  test('moves towards the left in Arabic, that is to the right on screen', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ar-EG' });
    const page = awaitHydrationOnLoads(await context.newPage());
    await page.goto('/');
    await page.getByTestId('brand-strip').scrollIntoViewIfNeeded();
    await expect.poll(async () => (await trackState(page)).duration).toBeGreaterThan(0);
    const start = await trackState(page);
    await expect.poll(async () => (await trackState(page)).shift).toBeGreaterThan(start.shift + 5);
    await context.close();
  });
});

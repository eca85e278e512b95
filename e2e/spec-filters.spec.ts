import { expect, test } from './fixtures.js';
import { type Lang, useLanguage } from './shopper.js';

// The category pages' specification filters, in both languages: the phones' RAM filter offers each
// size the catalog has with how many phones have it, and checking one lists exactly those phones.

const TEXTS = {
  en: { ram: 'RAM', twelve: /^12 GB \((\d+)\)$/, storage: 'Storage' },
  ar: { ram: 'الذاكرة العشوائية (RAM)', twelve: /^12 جيجابايت \((\d+)\)$/, storage: 'سعة التخزين' },
} as const;

interface Listed {
  total: number;
  data: { specs: Record<string, string>; category: string }[];
}

for (const lang of ['en', 'ar'] as Lang[]) {
  test(`filters phones by RAM, with each size's count, in ${lang}`, async ({ page, context, request }) => {
    const t = TEXTS[lang];
    await useLanguage(context, lang);
    await page.goto('/category/Mobile');
    const ram = page.getByRole('group', { name: t.ram });
    const twelve = ram.getByRole('checkbox', { name: t.twelve });
    await expect(twelve).not.toBeChecked();
    const label = await twelve.evaluate((box) => box.closest('label')?.textContent ?? '');
    const count = Number(t.twelve.exec(label)?.[1]);
    expect(count).toBeGreaterThan(0);
    await expect(page.getByRole('group', { name: t.storage })).toBeVisible();

    await twelve.check();
    await expect(page).toHaveURL(/[?&]spec=ram%3A12(&|$)/);
    await expect(twelve).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: String(count) })).toBeVisible();

    // What the page lists is what the API filters: every phone and tablet with 12 GB, and only those.
    const listed = (await (
      await request.get(`/api/product?category=Mobile&spec=ram:12&limit=100`)
    ).json()) as Listed;
    expect(listed.total).toBe(count);
    expect(listed.data.every((product) => product.specs.ram === '12GB')).toBe(true);
    const all = (await (await request.get('/api/product?category=Mobile&limit=100')).json()) as Listed;
    expect(all.data.filter((product) => product.specs.ram === '12GB').length).toBe(count);
  });
}

import {
  type ProductDetail as Detail,
  effectivePrice as effective,
  productWithAnotherColour,
} from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { type Lang, registerShopper, useLanguage } from './shopper.js';

// A family's options on the product page (decision 0013): choosing another colour opens that
// variant, with its own price and address, and the cart gets the variant chosen.

const grouped = (amount: number) => amount.toLocaleString('en-US');

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test(`chooses another colour and buys that variant (${lang})`, async ({ page, request }) => {
    const { product, self, other, sibling } = await productWithAnotherColour(request);
    await registerShopper(page.context().request, 'Variant Shopper', `variants-${lang}`);
    await useLanguage(page.context(), lang);
    const nameOf = (p: Detail) => (lang === 'ar' && p.nameAr ? p.nameAr : p.name);
    const colourName = (value: string) =>
      lang === 'ar' ? (product.family.valueNamesAr.color?.[value] ?? value) : value;

    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(product));
    const colours = page.getByRole('radiogroup', { name: new RegExp(lang === 'ar' ? '^اللون' : '^Colour') });
    await expect(colours.getByRole('radio', { checked: true })).toContainText(
      colourName(product.options.color!),
    );
    await expect(
      page
        .locator('main')
        .getByText(grouped(effective(self)))
        .first(),
    ).toBeVisible();

    await colours.getByRole('radio', { name: new RegExp(`^${colourName(other.options.color!)}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${other.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameOf(sibling));
    await expect(colours.getByRole('radio', { checked: true })).toContainText(
      colourName(other.options.color!),
    );
    await expect(
      page
        .locator('main')
        .getByText(grouped(effective(other)))
        .first(),
    ).toBeVisible();

    const added = page.waitForResponse(
      (r) => r.url().endsWith('/api/cart') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: lang === 'ar' ? 'أضف إلى السلة' : 'Add to cart' }).click();
    expect((await added).ok()).toBe(true);
    await page.goto('/cart');
    await expect(page.getByRole('main')).toContainText(nameOf(sibling));
    await expect(page.getByRole('main')).not.toContainText(nameOf(product));
  });
}

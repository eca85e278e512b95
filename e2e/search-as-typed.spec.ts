import { expect, test } from './fixtures.js';
import { useLanguage } from './shopper.js';

// A misspelt search is read as the catalog's word and says so, with a link to the words as typed
// (GET /product asTyped): that search keeps the other filters, corrects nothing, and offers the
// catalog's word again when the typed one finds nothing.

test.describe('a corrected search', () => {
  test('links the words as typed, keeping the sort, and that search is not corrected', async ({ page }) => {
    await page.goto('/search?q=samsng&sort=price-asc');
    const notice = page.getByText('Showing results for');
    await expect(notice).toHaveText('Showing results for samsung. Search instead for samsng');
    await expect(page.getByText(/\d+ products? found/)).toBeVisible();

    await notice.getByRole('link', { name: 'samsng' }).click();
    await expect(page).toHaveURL(/\/search\?q=samsng&sort=price-asc&asTyped=true$/);
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Showing results for')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'samsung', exact: true })).toHaveAttribute(
      'href',
      '/search?q=samsung',
    );
  });

  test('says so in Arabic too', async ({ page, context }) => {
    await useLanguage(context, 'ar');
    await page.goto('/search?q=samsng');
    const notice = page.getByText('نعرض نتائج');
    await expect(notice).toHaveText('نعرض نتائج samsung. ابحث بدلًا من ذلك عن samsng');
    await expect(notice.getByRole('link', { name: 'samsng' })).toHaveAttribute(
      'href',
      /\/search\?q=samsng&asTyped=true$/,
    );
  });
});

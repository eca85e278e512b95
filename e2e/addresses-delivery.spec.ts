import type { APIRequestContext, Page } from '@playwright/test';
import { type AddressEntry, fillAddress } from './addresses.js';
import { type BuyableProduct, buyableProduct } from './catalog-data.js';
import { expect, test } from './fixtures.js';
import { type Lang, registerShopper, type Session, signedIn } from './shopper.js';

// A shopper saves an address by governorate and area in the account, sees when a product would be
// delivered there, and checks out to the saved address with its zone's fee and dates — in English
// and in Arabic. One shopper for the file (registrations are rate limited); each language adds its
// own address and makes it the default.

interface Quote {
  fee: number;
  earliest: string;
  latest: string;
}

let session: Session;
let product: BuyableProduct;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }, testInfo) => {
  const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  session = await registerShopper(api, 'Mona Hassan', 'addresses');
  product = await buyableProduct(api, 'limit=100', 20);
  await api.dispose();
});

/** How the pages write a Cairo calendar day ("Saturday, Nov 28"; "السبت، 28 نوفمبر"). */
function deliveryDay(day: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-EG' : 'ar-EG-u-nu-latn', {
    timeZone: 'Africa/Cairo',
    weekday: 'long',
    day: 'numeric',
    month: 'short',
  }).format(new Date(`${day}T12:00:00Z`));
}

async function quoteFor(request: APIRequestContext, governorate: string): Promise<Quote> {
  const res = await request.get(`/api/delivery/quote?governorate=${governorate}&method=standard`);
  expect(res.status()).toBe(200);
  return (await res.json()).data.quote;
}

const TEXT = {
  en: {
    account: 'My account',
    tab: 'Addresses',
    add: 'Add an address',
    form: 'New address',
    makeDefault: 'Use as my default address',
    save: 'Save address',
    saved: 'Address saved',
    address: {
      label: 'Office',
      recipientName: 'Mona Hassan',
      phone: '01012345678',
      governorate: 'Giza',
      area: 'Sheikh Zayed',
      street: 'Central Axis',
      building: '22',
      floor: '4',
      apartment: '12',
    } satisfies AddressEntry,
    governorateId: 'giza',
    place: 'Sheikh Zayed, Giza',
    deliveredTo: (date: string) => `Delivered to Giza by ${date}`,
    other: { id: 'alexandria', name: 'Alexandria', line: 'Delivered to Alexandria by' },
    addToCart: 'Add to cart',
    cartOfOne: 'Cart, 1 item',
    checkout: 'Checkout',
    arrives: 'Arrives',
    cash: /Cash on delivery/,
    placeOrder: 'Place order',
    viewOrder: 'View my order',
    fee: (fee: number) => `EGP ${fee}`,
  },
  ar: {
    account: 'حسابي',
    tab: 'العناوين',
    add: 'إضافة عنوان',
    form: 'عنوان جديد',
    makeDefault: 'اجعله عنواني الافتراضي',
    save: 'حفظ العنوان',
    saved: 'تم حفظ العنوان',
    address: {
      label: 'البيت',
      recipientName: 'منى حسن',
      phone: '01012345678',
      governorate: 'القاهرة',
      area: 'المعادي',
      street: 'شارع 9',
      building: '14',
      floor: '2',
      apartment: '4',
    } satisfies AddressEntry,
    governorateId: 'cairo',
    place: 'المعادي، القاهرة',
    deliveredTo: (date: string) => `يصل إلى القاهرة بحلول ${date}`,
    other: { id: 'aswan', name: 'أسوان', line: 'يصل إلى أسوان بحلول' },
    addToCart: 'أضف إلى السلة',
    cartOfOne: 'السلة، 1 منتج',
    checkout: 'إتمام الشراء',
    arrives: 'يصل',
    cash: /الدفع عند الاستلام/,
    placeOrder: 'تأكيد الطلب',
    viewOrder: 'عرض طلبي',
    fee: (fee: number) => `${fee}`,
  },
} as const;

async function addAddressInAccount(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.goto('/user-account');
  await expect(page.getByRole('heading', { level: 1, name: text.account })).toBeVisible();
  await page.getByRole('tab', { name: text.tab }).click();
  await page.getByRole('button', { name: text.add }).click();
  const form = page.getByRole('form', { name: text.form });
  await fillAddress(form, lang, text.address);
  // The area picker lists the chosen governorate's areas only.
  await expect(form.getByRole('option', { name: lang === 'en' ? 'Maadi' : 'الدقي' })).toHaveCount(0);
  await form.getByLabel(text.makeDefault).check();
  await form.getByRole('button', { name: text.save }).click();
  await expect(page.getByText(text.saved)).toBeVisible();
  const saved = page.getByTestId('saved-address').filter({ hasText: text.place });
  await expect(saved).toHaveCount(1);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: saves an address by governorate and area, sees its delivery date, and checks out to it`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const text = TEXT[lang];
    await signedIn(page, session, lang);
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
    }).toPass();

    await addAddressInAccount(page, lang);

    // The product page tells when it reaches the default address's governorate.
    const quote = await quoteFor(request, text.governorateId);
    await page.goto(`/product/${product._id}`);
    const line = page.getByTestId('delivery-line');
    await expect(line).toContainText(text.deliveredTo(deliveryDay(quote.latest, lang)));
    // Another governorate, chosen from the estimate, is remembered on the next visit.
    await page
      .getByLabel(lang === 'en' ? 'Deliver to' : 'التوصيل إلى')
      .selectOption({ label: text.other.name });
    await expect(line).toContainText(text.other.line);
    await page.reload();
    await expect(page.getByTestId('delivery-line')).toContainText(text.other.line);
    await page.getByRole('button', { name: text.addToCart }).click();
    // Leaving before the cart has answered would abort the add, and checkout would find no cart.
    await expect(page.getByRole('link', { name: text.cartOfOne })).toBeVisible();

    // Checkout starts from the default address, with its zone's fee and dates.
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: text.checkout })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(text.address.label) })).toBeChecked();
    await expect(page.getByTestId('delivery-window-standard')).toContainText(text.arrives);
    await expect(page.getByTestId('delivery-window-standard')).toContainText(deliveryDay(quote.latest, lang));
    await expect(page.getByTestId('checkout-shipping')).toContainText(text.fee(quote.fee));
    await page.getByRole('radio', { name: text.cash }).check();
    await page.getByRole('button', { name: text.placeOrder }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(deliveryDay(quote.latest, lang));
    await dialog.getByRole('link', { name: text.viewOrder }).click();

    await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('order-governorate')).toContainText(text.place);
    await expect(page.getByTestId('order-delivery')).toContainText(deliveryDay(quote.latest, lang));
    const orderId = page.url().split('/').at(-1)!;
    const order = (
      await (
        await request.get(`/api/order/${orderId}`, { headers: { authorization: `Bearer ${session.token}` } })
      ).json()
    ).data.order;
    expect(order.shippingFee).toBe(quote.fee);
    expect(order.total).toBe(order.subtotal + quote.fee);
    expect(order.shippingAddress.governorate.id).toBe(text.governorateId);
  });
}

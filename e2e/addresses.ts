import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import type { Lang, Session } from './shopper.js';

// Delivery addresses as shoppers enter them (governorate and area, no postal code), for the specs
// that check out: the fields of the account's and the checkout's address form, in either language.

const LABELS = {
  en: {
    recipientName: "Recipient's name",
    phone: 'Mobile number',
    governorate: 'Governorate',
    area: 'Area',
    street: 'Street',
    building: 'Building',
    floor: 'Floor',
    apartment: 'Apartment',
    label: 'Label (e.g. Home, Work)',
  },
  ar: {
    recipientName: 'اسم المستلم',
    phone: 'رقم الموبايل',
    governorate: 'المحافظة',
    area: 'المنطقة',
    street: 'الشارع',
    building: 'العمارة',
    floor: 'الدور',
    apartment: 'الشقة',
    label: 'اسم العنوان (مثل المنزل أو العمل)',
  },
} as const;

/** A form field by its label, which carries a "*" when the field is required. */
export const addressField = (scope: Page | Locator, lang: Lang, name: keyof (typeof LABELS)['en']) =>
  scope.getByLabel(new RegExp(`^${LABELS[lang][name].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

export interface AddressEntry {
  recipientName: string;
  phone: string;
  /** As the picker shows it in the page's language: "Giza", "الجيزة". */
  governorate: string;
  area: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  label?: string;
}

export const DOKKI: Record<Lang, AddressEntry> = {
  en: {
    recipientName: 'Mona Hassan',
    phone: '01012345678',
    governorate: 'Giza',
    area: 'Dokki',
    street: '12 Tahrir Street',
    building: '5',
    floor: '3',
    apartment: '7',
  },
  ar: {
    recipientName: 'منى حسن',
    phone: '01012345678',
    governorate: 'الجيزة',
    area: 'الدقي',
    street: '12 شارع التحرير',
    building: '5',
    floor: '3',
    apartment: '7',
  },
};

/** Fills an address form in `scope`: who receives it, the governorate then the area, the building. */
export async function fillAddress(scope: Page | Locator, lang: Lang, entry: AddressEntry = DOKKI[lang]) {
  await addressField(scope, lang, 'recipientName').fill(entry.recipientName);
  await addressField(scope, lang, 'phone').fill(entry.phone);
  if (entry.label) await addressField(scope, lang, 'label').fill(entry.label);
  await addressField(scope, lang, 'governorate').selectOption({ label: entry.governorate });
  await addressField(scope, lang, 'area').selectOption({ label: entry.area });
  for (const name of ['street', 'building', 'floor', 'apartment'] as const)
    await addressField(scope, lang, name).fill(entry[name]);
}

/** At checkout: fills the new address when no saved one is chosen (a shopper's first order). */
export async function fillCheckoutAddressIfNew(page: Page, lang: Lang) {
  const newAddress = page.getByRole('radio', { name: lang === 'en' ? /A new address/ : /عنوان جديد/ });
  if (await newAddress.isChecked()) await fillAddress(page, lang);
}

/** Saves an address in Giza, Dokki to the shopper's book through the API (it becomes the default if first). */
export async function saveAddress(request: APIRequestContext, session: Session, overrides: object = {}) {
  const res = await request.post('/api/user/me/addresses', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      recipientName: 'Mona Hassan',
      phone: '01012345678',
      governorateId: 'giza',
      areaId: 'dokki',
      street: '12 Tahrir Street',
      building: '5',
      floor: '3',
      apartment: '7',
      ...overrides,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.address as { _id: string };
}

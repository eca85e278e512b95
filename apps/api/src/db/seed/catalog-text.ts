// Names, slugs and English/Arabic descriptions of generated products.

import type { Color, Family, Variant } from './family.js';

export const USED_STATUSES = ['Like new', 'Excellent', 'Good', 'Fair'] as const;
export type UsedStatus = (typeof USED_STATUSES)[number];

/** Price of a used item as a share of the new price. */
export const USED_PRICE_FACTOR: Record<UsedStatus, number> = {
  'Like new': 0.86,
  Excellent: 0.8,
  Good: 0.72,
  Fair: 0.62,
};

const USED_AR: Record<UsedStatus, string> = {
  'Like new': 'كالجديد',
  Excellent: 'ممتاز',
  Good: 'جيد',
  Fair: 'مقبول',
};

/** Lower-case ASCII words joined by dashes: 'Ghost of Yōtei PS5' → 'ghost-of-yotei-ps5'. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function productName(f: Family, v: Variant, color: Color | null, used: UsedStatus | null): string {
  const base = v.label ? `${f.name} ${v.label}` : f.name;
  const withColor = color ? `${base} - ${color[0]}` : base;
  return used ? `${withColor} (Used - ${used})` : withColor;
}

export function productNameAr(f: Family, v: Variant, color: Color | null, used: UsedStatus | null): string {
  const base = v.labelAr ? `${f.nameAr} ${v.labelAr}` : f.nameAr;
  const withColor = color ? `${base} - ${color[1]}` : base;
  return used ? `${withColor} (مستعمل - ${USED_AR[used]})` : withColor;
}

export function productSlug(
  f: Family,
  v: Variant,
  color: Color | null,
  used: UsedStatus | null,
  suffix: string,
): string {
  const parts = [
    kebab(f.name),
    kebab(v.label),
    color ? kebab(color[0]) : '',
    used ? `used-${kebab(used)}` : '',
    suffix,
  ];
  return parts.filter((p) => p !== '').join('-');
}

export interface DescriptionContext {
  readonly family: Family;
  readonly variant: Variant;
  readonly color: Color | null;
  readonly used: UsedStatus | null;
  readonly digital: boolean;
  readonly bundle: boolean;
}

const DELIVERY = 'Delivered across Egypt, with cash on delivery, InstaPay or in-store pickup.';
const DELIVERY_AR = 'توصيل إلى جميع أنحاء مصر مع الدفع عند الاستلام أو عبر إنستاباي أو الاستلام من المتجر.';

export function describe(c: DescriptionContext): { en: string; ar: string } {
  const en = [c.family.about];
  const ar = [c.family.aboutAr];
  if (c.variant.label) {
    en.push(`Option: ${c.variant.label}.`);
    ar.push(`الخيار: ${c.variant.labelAr}.`);
  }
  if (c.color) {
    en.push(`Colour: ${c.color[0]}.`);
    ar.push(`اللون: ${c.color[1]}.`);
  }
  if (c.digital) {
    en.push('Digital code delivered by email within minutes of payment.');
    ar.push('يصلك الكود الرقمي عبر البريد الإلكتروني خلال دقائق من الدفع.');
  } else if (c.used) {
    en.push(`Pre-owned, condition: ${c.used}; inspected and tested by Kahraba technicians.`);
    ar.push(`مستعمل، الحالة: ${USED_AR[c.used]}؛ تم فحصه واختباره على يد فنيي كهربا.`);
  } else {
    en.push('Brand new and sealed in its original box.');
    ar.push('جديد ومغلق في علبته الأصلية.');
  }
  if (c.bundle) {
    en.push('Bundle offer: comes with a free Kahraba accessory pack.');
    ar.push('عرض الحزمة: يأتي مع مجموعة إكسسوارات مجانية من كهربا.');
  }
  if (!c.digital) {
    en.push(DELIVERY);
    ar.push(DELIVERY_AR);
  }
  return { en: en.join(' '), ar: ar.join(' ') };
}

// Cases, covers and screen protectors.

import { BLACK, type Color, type Family, family, NAVY } from './family.js';

/** A variant per phone the accessory fits: [model, price]. */
const fits = (models: readonly (readonly [string, number])[]) =>
  models.map(
    ([model, price]) => [`for ${model}`, `لهاتف ${model}`, price, { compatibleWith: model }] as const,
  );

const CLEAR: Color = ['Clear', 'شفاف'];
const MATTE_BLACK: Color = ['Matte Black', 'أسود مطفي'];

export const CASE_FAMILIES: readonly Family[] = [
  family('CaseCover', {
    brand: 'Apple',
    name: 'Apple Silicone Case with MagSafe',
    nameAr: 'جراب أبل سيليكون مع ماج سيف',
    specs: { material: 'Silicone with microfibre lining' },
    variants: fits([
      ['iPhone 17 Pro Max', 2_900],
      ['iPhone 17 Pro', 2_800],
      ['iPhone 17', 2_700],
    ]),
    colors: [BLACK, ['Anchor Blue', 'أزرق مرساة'], ['Terra Cotta', 'طيني'], ['Light Moss', 'أخضر طحلبي']],
    about: [
      'Soft-touch silicone that snaps onto MagSafe chargers and wallets.',
      'سيليكون ناعم الملمس يتوافق مع شواحن ومحافظ ماج سيف.',
    ],
    curated: 3,
  }),
  family('CaseCover', {
    brand: 'Apple',
    name: 'Apple Clear Case with MagSafe',
    nameAr: 'جراب أبل شفاف مع ماج سيف',
    specs: { material: 'Polycarbonate and flexible TPU' },
    variants: fits([
      ['iPhone 17 Pro Max', 2_700],
      ['iPhone 17 Pro', 2_600],
      ['iPhone Air', 2_400],
    ]),
    colors: [CLEAR],
    about: [
      'Shows off the iPhone colour and resists yellowing over time.',
      'يبرز لون الآيفون ويقاوم الاصفرار مع مرور الوقت.',
    ],
  }),
  family('CaseCover', {
    brand: 'Spigen',
    name: 'Spigen Ultra Hybrid MagFit Case',
    nameAr: 'جراب سبايجن ألترا هايبرد ماج فيت',
    specs: { material: 'Polycarbonate back with TPU bumper' },
    variants: fits([
      ['iPhone 17 Pro Max', 900],
      ['iPhone 17 Pro', 900],
      ['Galaxy S26 Ultra', 850],
    ]),
    colors: [CLEAR, ['Frost Black', 'أسود ثلجي']],
    about: [
      'Air Cushion corners and a clear back with a built-in magnetic ring.',
      'زوايا بتقنية Air Cushion وظهر شفاف بحلقة مغناطيسية مدمجة.',
    ],
    curated: 3,
  }),
  family('CaseCover', {
    brand: 'Spigen',
    name: 'Spigen Tough Armor Case',
    nameAr: 'جراب سبايجن تاف آرمور',
    specs: { material: 'TPU, polycarbonate and impact foam' },
    variants: fits([
      ['Galaxy S26 Ultra', 1_100],
      ['iPhone 17 Pro Max', 1_150],
      ['Galaxy A56', 900],
    ]),
    colors: [BLACK, ['Metal Slate', 'رمادي معدني']],
    about: ['Dual-layer drop protection with a built-in kickstand.', 'حماية من السقوط بطبقتين مع حامل مدمج.'],
  }),
  family('CaseCover', {
    brand: 'Samsung',
    name: 'Samsung Silicone Case',
    nameAr: 'جراب سامسونج سيليكون',
    specs: { material: 'Silicone' },
    variants: fits([
      ['Galaxy S26 Ultra', 1_300],
      ['Galaxy S26', 1_200],
      ['Galaxy A36', 700],
    ]),
    colors: [BLACK, NAVY, ['Light Blue', 'أزرق فاتح']],
    about: [
      'Official Galaxy case with a precise fit for buttons and cameras.',
      'جراب جالاكسي الرسمي بمقاسات دقيقة للأزرار والكاميرات.',
    ],
  }),
  family('CaseCover', {
    brand: 'Baseus',
    name: 'Baseus Crystal Magnetic Phone Case',
    nameAr: 'جراب باسيوس كريستال مغناطيسي',
    specs: { material: 'Anti-yellowing TPU' },
    variants: fits([
      ['iPhone 17 Pro', 450],
      ['iPhone 17', 420],
      ['iPhone 16', 380],
    ]),
    colors: [CLEAR],
    about: [
      'An affordable clear case with a magnetic ring and raised camera lip.',
      'جراب شفاف بسعر مناسب بحلقة مغناطيسية وحافة بارزة لحماية الكاميرا.',
    ],
  }),
  family('ScreenProtector', {
    brand: 'Spigen',
    name: 'Spigen GlasTR EZ Fit Screen Protector (2-pack)',
    nameAr: 'واقي شاشة سبايجن GlasTR EZ Fit (قطعتان)',
    specs: { material: '9H tempered glass' },
    variants: fits([
      ['iPhone 17 Pro Max', 950],
      ['iPhone 17 Pro', 900],
      ['Galaxy S26 Ultra', 1_000],
    ]),
    about: [
      'An alignment tray makes bubble-free installation easy.',
      'إطار المحاذاة يجعل التركيب سهلًا ودون فقاعات.',
    ],
    curated: 3,
  }),
  family('ScreenProtector', {
    brand: 'Ugreen',
    name: 'Ugreen Tempered Glass Screen Protector (2-pack)',
    nameAr: 'واقي شاشة يوجرين زجاج مقوى (قطعتان)',
    specs: { material: '9H tempered glass, oleophobic coating' },
    variants: fits([
      ['iPhone 17', 350],
      ['iPhone 16', 300],
      ['Galaxy A56', 300],
    ]),
    about: ['HD-clear glass with full case compatibility.', 'زجاج عالي الوضوح يتوافق مع جميع الجرابات.'],
  }),
  family('ScreenProtector', {
    brand: 'Baseus',
    name: 'Baseus Privacy Tempered Glass',
    nameAr: 'واقي شاشة باسيوس زجاج مقوى للخصوصية',
    specs: { material: 'Privacy-filter tempered glass' },
    variants: fits([
      ['iPhone 17 Pro Max', 400],
      ['iPhone 17 Pro', 380],
    ]),
    colors: [MATTE_BLACK],
    about: ['Keeps your screen readable only from the front.', 'يجعل شاشتك مقروءة من الأمام فقط.'],
  }),
  family('ScreenProtector', {
    brand: 'Samsung',
    name: 'Samsung Anti-Reflecting Screen Protector',
    nameAr: 'واقي شاشة سامسونج مضاد للانعكاس',
    specs: { material: 'Anti-reflective PET film' },
    variants: fits([
      ['Galaxy S26 Ultra', 800],
      ['Galaxy S26', 700],
    ]),
    about: [
      'Official film that keeps the in-display fingerprint sensor working.',
      'طبقة رسمية تحافظ على عمل مستشعر البصمة المدمج في الشاشة.',
    ],
  }),
  family('ScreenProtector', {
    brand: 'Xiaomi',
    name: 'Xiaomi Tempered Glass Screen Protector',
    nameAr: 'واقي شاشة شاومي زجاج مقوى',
    specs: { material: '9H tempered glass' },
    variants: fits([
      ['Redmi Note 15 Pro', 250],
      ['Redmi 15C', 200],
      ['Xiaomi 15T', 300],
    ]),
    about: ['Fitted glass for Xiaomi and Redmi phones.', 'زجاج بمقاس دقيق لهواتف شاومي وريدمي.'],
  }),
];

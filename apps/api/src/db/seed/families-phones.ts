// Apple iPhones, 2025–2026 line-up, with November-2026 Egyptian retail prices.

import { BLACK, type Color, device, type Family, LAVENDER, PINK, SILVER, SKY_BLUE, WHITE } from './family.js';

const IOS = 'iOS 26';
const COSMIC_ORANGE: Color = ['Cosmic Orange', 'برتقالي كوني'];
const DEEP_BLUE: Color = ['Deep Blue', 'أزرق داكن'];
const MIST_BLUE: Color = ['Mist Blue', 'أزرق ضبابي'];
const SAGE: Color = ['Sage', 'أخضر مريمي'];
const TEAL: Color = ['Teal', 'أزرق مخضر'];
const ULTRAMARINE: Color = ['Ultramarine', 'أزرق لازوردي'];
const LIGHT_GOLD: Color = ['Light Gold', 'ذهبي فاتح'];

export const PHONE_FAMILIES: readonly Family[] = [
  device({
    brand: 'Apple',
    name: 'Apple iPhone 17 Pro Max',
    nameAr: 'أبل آيفون 17 برو ماكس',
    mem: [
      [12, 256, 88_000],
      [12, 512, 100_000],
      [12, 1024, 112_000],
      [12, 2048, 135_000],
    ],
    colors: [COSMIC_ORANGE, DEEP_BLUE, SILVER],
    screen: '6.9" Super Retina XDR OLED, ProMotion 120Hz',
    cams: ['48MP Fusion + 48MP Ultra Wide + 48MP 4x Telephoto', '18MP Center Stage'],
    chip: 'Apple A19 Pro',
    os: IOS,
    battery: '4832 mAh',
    about: [
      'The biggest iPhone yet, with an aluminium unibody, vapour-chamber cooling and the longest iPhone battery life.',
      'أكبر آيفون حتى الآن، بهيكل أحادي من الألومنيوم وتبريد بغرفة بخار وأطول عمر بطارية في تاريخ آيفون.',
    ],
    curated: 5,
  }),
  device({
    brand: 'Apple',
    name: 'Apple iPhone 17 Pro',
    nameAr: 'أبل آيفون 17 برو',
    mem: [
      [12, 256, 78_000],
      [12, 512, 90_000],
      [12, 1024, 102_000],
    ],
    colors: [COSMIC_ORANGE, DEEP_BLUE, SILVER],
    screen: '6.3" Super Retina XDR OLED, ProMotion 120Hz',
    cams: ['48MP Fusion + 48MP Ultra Wide + 48MP 4x Telephoto', '18MP Center Stage'],
    chip: 'Apple A19 Pro',
    os: IOS,
    battery: '3988 mAh',
    about: [
      'Pro cameras with an 8x optical-quality zoom in a compact 6.3-inch body.',
      'كاميرات احترافية بتقريب بصري الجودة حتى 8 أضعاف في هيكل مدمج بشاشة 6.3 بوصة.',
    ],
    curated: 4,
  }),
  device({
    brand: 'Apple',
    name: 'Apple iPhone Air',
    nameAr: 'أبل آيفون إير',
    mem: [
      [12, 256, 68_000],
      [12, 512, 80_000],
      [12, 1024, 92_000],
    ],
    colors: [SKY_BLUE, LIGHT_GOLD, ['Cloud White', 'أبيض سحابي'], ['Space Black', 'أسود فلكي']],
    screen: '6.5" Super Retina XDR OLED, ProMotion 120Hz',
    cams: ['48MP Fusion', '18MP Center Stage'],
    chip: 'Apple A19 Pro',
    os: IOS,
    battery: '3149 mAh',
    about: [
      'The thinnest iPhone ever at 5.6 mm, in polished titanium with Ceramic Shield on both sides.',
      'أنحف آيفون على الإطلاق بسُمك 5.6 ملم، بإطار من التيتانيوم المصقول وحماية Ceramic Shield من الجهتين.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Apple',
    name: 'Apple iPhone 17',
    nameAr: 'أبل آيفون 17',
    mem: [
      [8, 256, 58_000],
      [8, 512, 70_000],
    ],
    colors: [BLACK, WHITE, MIST_BLUE, SAGE, LAVENDER],
    screen: '6.3" Super Retina XDR OLED, ProMotion 120Hz',
    cams: ['48MP Fusion + 48MP Ultra Wide', '18MP Center Stage'],
    chip: 'Apple A19',
    os: IOS,
    battery: '3692 mAh',
    about: [
      'ProMotion and an always-on display come to the standard iPhone, with 256GB to start.',
      'تقنية ProMotion والشاشة الدائمة التشغيل تصلان إلى آيفون القياسي، بسعة تبدأ من 256 جيجابايت.',
    ],
    curated: 4,
  }),
  device({
    brand: 'Apple',
    name: 'Apple iPhone 16',
    nameAr: 'أبل آيفون 16',
    mem: [
      [8, 128, 45_000],
      [8, 256, 51_000],
    ],
    colors: [BLACK, WHITE, PINK, TEAL, ULTRAMARINE],
    screen: '6.1" Super Retina XDR OLED',
    cams: ['48MP Fusion + 12MP Ultra Wide', '12MP TrueDepth'],
    chip: 'Apple A18',
    os: IOS,
    battery: '3561 mAh',
    about: [
      'Camera Control, the Action button and Apple Intelligence at a friendlier price.',
      'زر التحكم بالكاميرا وزر الإجراءات وميزات Apple Intelligence بسعر أقرب إلى الجميع.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Apple',
    name: 'Apple iPhone 16e',
    nameAr: 'أبل آيفون 16e',
    mem: [
      [8, 128, 33_000],
      [8, 256, 38_500],
    ],
    colors: [BLACK, WHITE],
    screen: '6.1" Super Retina XDR OLED',
    cams: ['48MP Fusion', '12MP TrueDepth'],
    chip: 'Apple A18',
    os: IOS,
    battery: '4005 mAh',
    about: [
      'The most affordable way into the iPhone 16 family, with the Apple C1 modem and all-day battery.',
      'أوفر طريقة لاقتناء عائلة آيفون 16، بمودم Apple C1 وبطارية تكفي طوال اليوم.',
    ],
  }),
];

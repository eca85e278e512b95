// Consoles and controllers (Gaming subType). Xbox and Nintendo consoles carry subType 'Console':
// the Gaming page's type ids name only PlayStation hardware.

import { BLACK, type Family, family, WHITE } from './family.js';

const SONY_WARRANTY = '1 year Sony warranty';
const LOCAL = '1 year local warranty';
const CONTROLLER_WARRANTY = '6 months local warranty';
const NA = 'Not applicable';
const one = (price: number) => [['', '', price]] as const;

export const GAMING_FAMILIES: readonly Family[] = [
  family('Gaming', {
    brand: 'Sony',
    name: 'Sony PlayStation 5 Slim Console',
    nameAr: 'جهاز سوني بلايستيشن 5 سليم',
    type: 'PlayStation',
    specs: { platform: 'PlayStation 5', storage: '1TB SSD', warranty: SONY_WARRANTY },
    variants: [
      ['Disc Edition', 'إصدار الأقراص', 33_000],
      ['Digital Edition', 'الإصدار الرقمي', 28_000],
    ],
    colors: [WHITE],
    about: [
      'The slimmer PS5 with 1TB of storage, DualSense in the box and 4K gaming.',
      'جهاز PS5 الأنحف بسعة 1 تيرابايت وذراع DualSense في العلبة وألعاب بدقة 4K.',
    ],
    curated: 2,
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Sony PlayStation 5 Pro Console',
    nameAr: 'جهاز سوني بلايستيشن 5 برو',
    type: 'PlayStation',
    specs: { platform: 'PlayStation 5', storage: '2TB SSD', warranty: SONY_WARRANTY },
    variants: [['Digital Edition', 'الإصدار الرقمي', 45_000]],
    colors: [WHITE],
    about: [
      'PSSR upscaling and advanced ray tracing for the sharpest PS5 games.',
      'تقنية PSSR لرفع الدقة وتتبع أشعة متقدم لأوضح ألعاب PS5.',
    ],
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Sony PlayStation Portal Remote Player',
    nameAr: 'جهاز سوني بلايستيشن بورتال للعب عن بُعد',
    type: 'PlayStation',
    specs: {
      platform: 'PlayStation 5 (Remote Play, cloud streaming)',
      storage: 'Streams games, no internal storage',
      warranty: SONY_WARRANTY,
    },
    variants: one(13_000),
    colors: [WHITE, ['Midnight Black', 'أسود ليلي']],
    about: [
      'Play your PS5 over Wi-Fi on an 8-inch screen with DualSense controls.',
      'العب على جهاز PS5 عبر الواي فاي بشاشة 8 بوصات وتحكم DualSense.',
    ],
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Sony PlayStation VR2',
    nameAr: 'نظارة سوني بلايستيشن VR2',
    type: 'PlayStation',
    specs: { platform: 'PlayStation 5, PC with adapter', storage: NA, warranty: SONY_WARRANTY },
    variants: one(18_000),
    about: [
      '4K HDR OLED virtual reality with eye tracking and Sense controllers.',
      'واقع افتراضي بشاشات OLED بدقة 4K HDR وتتبع للعين وأذرع Sense.',
    ],
  }),
  family('Gaming', {
    brand: 'Microsoft',
    name: 'Microsoft Xbox Series X Console',
    nameAr: 'جهاز مايكروسوفت إكس بوكس سيريس X',
    type: 'Console',
    specs: { platform: 'Xbox Series X', storage: '1TB SSD', warranty: LOCAL },
    variants: [
      ['1TB', '1 تيرابايت', 35_000],
      ['2TB Galaxy Black', '2 تيرابايت جالاكسي بلاك', 42_000, { storage: '2TB SSD' }],
    ],
    colors: [BLACK],
    about: [
      'The most powerful Xbox, with 4K at up to 120 fps and Quick Resume.',
      'أقوى أجهزة إكس بوكس، بدقة 4K حتى 120 إطارًا في الثانية وميزة Quick Resume.',
    ],
  }),
  family('Gaming', {
    brand: 'Microsoft',
    name: 'Microsoft Xbox Series S Console',
    nameAr: 'جهاز مايكروسوفت إكس بوكس سيريس S',
    type: 'Console',
    specs: { platform: 'Xbox Series S', storage: '512GB SSD', warranty: LOCAL },
    variants: [
      ['512GB', '512 جيجابايت', 20_000],
      ['1TB', '1 تيرابايت', 23_000, { storage: '1TB SSD' }],
    ],
    colors: [WHITE, BLACK],
    about: [
      'A compact, all-digital Xbox made for Game Pass.',
      'جهاز إكس بوكس صغير ورقمي بالكامل مصمم لاشتراك Game Pass.',
    ],
  }),
  family('Gaming', {
    brand: 'Nintendo',
    name: 'Nintendo Switch 2 Console',
    nameAr: 'جهاز نينتندو سويتش 2',
    type: 'Console',
    specs: { platform: 'Nintendo Switch 2', storage: '256GB', warranty: LOCAL },
    variants: [
      ['', '', 27_000],
      ['Mario Kart World Bundle', 'حزمة ماريو كارت وورلد', 30_000],
    ],
    about: [
      'A bigger 1080p screen, magnetic Joy-Con 2 and 4K on the TV.',
      'شاشة أكبر بدقة 1080p وأذرع Joy-Con 2 مغناطيسية ودقة 4K على التلفاز.',
    ],
    curated: 2,
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Sony DualSense Wireless Controller',
    nameAr: 'ذراع تحكم سوني DualSense اللاسلكي',
    type: 'Controller',
    specs: { platform: 'PlayStation 5, PC', storage: NA, warranty: CONTROLLER_WARRANTY },
    variants: one(4_200),
    colors: [
      WHITE,
      ['Midnight Black', 'أسود ليلي'],
      ['Cosmic Red', 'أحمر كوني'],
      ['Volcanic Red', 'أحمر بركاني'],
      ['Sterling Silver', 'فضي إسترليني'],
    ],
    about: [
      'Haptic feedback and adaptive triggers you can feel in every game.',
      'اهتزاز لمسي وأزرار تكيفية تشعر بها في كل لعبة.',
    ],
    curated: 3,
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Sony DualSense Edge Wireless Controller',
    nameAr: 'ذراع تحكم سوني DualSense Edge اللاسلكي',
    type: 'Controller',
    specs: { platform: 'PlayStation 5, PC', storage: NA, warranty: CONTROLLER_WARRANTY },
    variants: one(12_000),
    colors: [WHITE],
    about: [
      'A pro controller with swappable stick modules and back buttons.',
      'ذراع احترافي بوحدات عصا قابلة للتبديل وأزرار خلفية.',
    ],
  }),
  family('Gaming', {
    brand: 'Microsoft',
    name: 'Microsoft Xbox Wireless Controller',
    nameAr: 'ذراع تحكم مايكروسوفت إكس بوكس اللاسلكي',
    type: 'Controller',
    specs: { platform: 'Xbox Series X|S, Xbox One, PC, mobile', storage: NA, warranty: CONTROLLER_WARRANTY },
    variants: one(3_800),
    colors: [
      ['Carbon Black', 'أسود كربوني'],
      ['Robot White', 'أبيض روبوت'],
      ['Shock Blue', 'أزرق صاعق'],
    ],
    about: [
      'Textured grips, a share button and Bluetooth for PC and phones.',
      'مقابض محكمة وزر مشاركة وبلوتوث للحاسوب والهاتف.',
    ],
  }),
  family('Gaming', {
    brand: 'Nintendo',
    name: 'Nintendo Switch 2 Pro Controller',
    nameAr: 'ذراع تحكم نينتندو سويتش 2 برو',
    type: 'Controller',
    specs: { platform: 'Nintendo Switch 2', storage: NA, warranty: CONTROLLER_WARRANTY },
    variants: one(5_000),
    about: ['Two new rear GL/GR buttons and a headphone jack.', 'زرّان خلفيان جديدان GL وGR ومنفذ للسماعة.'],
  }),
  family('Gaming', {
    brand: '8BitDo',
    name: '8BitDo Ultimate 2 Wireless Controller',
    nameAr: 'ذراع تحكم 8BitDo ألتيميت 2 اللاسلكي',
    type: 'Controller',
    specs: { platform: 'PC, Android, iPhone', storage: NA, warranty: CONTROLLER_WARRANTY },
    variants: one(3_000),
    colors: [BLACK, WHITE],
    about: [
      'TMR sticks that do not drift and a charging dock included.',
      'عصي بتقنية TMR لا تعاني الانحراف مع قاعدة شحن مرفقة.',
    ],
  }),
];

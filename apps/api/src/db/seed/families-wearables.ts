// Apple and Samsung smart watches.

import { BLACK, type Color, type Family, family, GRAPHITE, MIDNIGHT, SILVER, STARLIGHT } from './family.js';

const APPLE_WARRANTY = '1 year Apple warranty';
const LOCAL = '1 year local warranty';
const BT = 'Bluetooth 5.3';
const size = (mm: number, price: number, extra: Record<string, string> = {}) =>
  [`${mm}mm`, `${mm} ملم`, price, extra] as const;
const TITANIUM_BLACK: Color = ['Black Titanium', 'تيتانيوم أسود'];
const TITANIUM_NATURAL: Color = ['Natural Titanium', 'تيتانيوم طبيعي'];

export const WEARABLE_FAMILIES: readonly Family[] = [
  family('Wearable', {
    brand: 'Apple',
    name: 'Apple Watch Series 11 GPS',
    nameAr: 'ساعة أبل الإصدار 11 GPS',
    type: 'SmartWatch',
    specs: {
      display: 'Always-On LTPO3 OLED Retina',
      connectivity: `${BT}, Wi-Fi 4, GPS`,
      battery: 'Up to 24 hours',
      features: 'Sleep score, hypertension notifications, ECG, blood oxygen',
      warranty: APPLE_WARRANTY,
    },
    variants: [size(42, 22_000), size(46, 24_000)],
    colors: [['Jet Black', 'أسود فاحم'], ['Rose Gold', 'ذهبي وردي'], SILVER, ['Space Gray', 'رمادي فلكي']],
    about: [
      'The most complete Apple Watch for health, with sleep score and hypertension alerts.',
      'أكمل ساعة أبل للصحة، مع تقييم النوم وتنبيهات ارتفاع ضغط الدم.',
    ],
    curated: 4,
  }),
  family('Wearable', {
    brand: 'Apple',
    name: 'Apple Watch Ultra 3 GPS + Cellular',
    nameAr: 'ساعة أبل ألترا 3 GPS وخلوي',
    type: 'SmartWatch',
    specs: {
      display: 'Always-On wide-angle OLED, 3000 nits',
      connectivity: `${BT}, 5G cellular, dual-frequency GPS, satellite SOS`,
      battery: 'Up to 42 hours',
      features: 'Dive computer, precision flashlight, 86 dB siren',
      warranty: APPLE_WARRANTY,
    },
    variants: [size(49, 50_000)],
    colors: [TITANIUM_BLACK, TITANIUM_NATURAL],
    about: [
      'A rugged titanium watch with satellite SOS for desert and sea adventures.',
      'ساعة متينة من التيتانيوم مع نداء استغاثة عبر الأقمار الصناعية لمغامرات الصحراء والبحر.',
    ],
  }),
  family('Wearable', {
    brand: 'Apple',
    name: 'Apple Watch SE 3 GPS',
    nameAr: 'ساعة أبل SE 3 GPS',
    type: 'SmartWatch',
    specs: {
      display: 'Always-On OLED Retina',
      connectivity: `${BT}, Wi-Fi, GPS`,
      battery: 'Up to 18 hours',
      features: 'Crash detection, sleep score, fast charging',
      warranty: APPLE_WARRANTY,
    },
    variants: [size(40, 13_500), size(44, 15_000)],
    colors: [MIDNIGHT, STARLIGHT],
    about: [
      'The essential Apple Watch, now with an always-on display.',
      'ساعة أبل الأساسية، الآن بشاشة تعمل دائمًا.',
    ],
  }),
  family('Wearable', {
    brand: 'Samsung',
    name: 'Samsung Galaxy Watch8',
    nameAr: 'ساعة سامسونج جالاكسي واتش 8',
    type: 'SmartWatch',
    specs: {
      display: 'Super AMOLED, 3000 nits',
      connectivity: `${BT}, Wi-Fi, GPS, NFC`,
      battery: 'Up to 40 hours',
      features: 'Antioxidant index, bedtime guidance, Gemini on the wrist',
      warranty: LOCAL,
    },
    variants: [size(40, 15_000), size(44, 16_500)],
    colors: [GRAPHITE, SILVER],
    about: [
      'A thinner Galaxy Watch with Gemini and a new antioxidant index.',
      'ساعة جالاكسي أنحف مع مساعد Gemini ومؤشر مضادات الأكسدة الجديد.',
    ],
    curated: 3,
  }),
  family('Wearable', {
    brand: 'Samsung',
    name: 'Samsung Galaxy Watch8 Classic',
    nameAr: 'ساعة سامسونج جالاكسي واتش 8 كلاسيك',
    type: 'SmartWatch',
    specs: {
      display: 'Super AMOLED, rotating bezel',
      connectivity: `${BT}, Wi-Fi, GPS, NFC`,
      battery: 'Up to 40 hours',
      features: 'Rotating bezel, quick button, ECG, body composition',
      warranty: LOCAL,
    },
    variants: [size(46, 21_000)],
    colors: [BLACK, ['White', 'أبيض']],
    about: [
      'The physical rotating bezel returns, with 64GB of storage for music.',
      'عودة الإطار الدوار الفعلي، مع مساحة 64 جيجابايت للموسيقى.',
    ],
  }),
  family('Wearable', {
    brand: 'Samsung',
    name: 'Samsung Galaxy Watch Ultra LTE',
    nameAr: 'ساعة سامسونج جالاكسي واتش ألترا LTE',
    type: 'SmartWatch',
    specs: {
      display: 'Super AMOLED, 3000 nits, sapphire',
      connectivity: `${BT}, LTE, dual-frequency GPS`,
      battery: 'Up to 100 hours in power-saving mode',
      features: '10 ATM, 85 dB siren, titanium case',
      warranty: LOCAL,
    },
    variants: [size(47, 28_000)],
    colors: [
      ['Titanium Blue', 'أزرق تيتانيوم'],
      ['Titanium Silver', 'فضي تيتانيوم'],
    ],
    about: [
      'Samsung’s toughest watch, in titanium with a cushion-shaped case.',
      'أقوى ساعات سامسونج، من التيتانيوم بتصميم وسادي الشكل.',
    ],
  }),
];

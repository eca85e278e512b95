// Fitness bands.

import { BLACK, type Family, family, GRAPHITE, PINK, SILVER } from './family.js';

const LOCAL = '1 year local warranty';
const BT = 'Bluetooth 5.3';

export const BAND_FAMILIES: readonly Family[] = [
  family('Wearable', {
    brand: 'Xiaomi',
    name: 'Xiaomi Smart Band 10',
    nameAr: 'سوار شاومي الذكي 10',
    type: 'SmartBand',
    specs: {
      display: '1.72" AMOLED, 1500 nits',
      connectivity: BT,
      battery: 'Up to 21 days',
      features: 'Heart rate, SpO2, sleep, 150+ sport modes, swim tracking',
      warranty: LOCAL,
    },
    variants: [['', '', 2_200]],
    colors: [BLACK, SILVER, PINK],
    about: [
      'Egypt’s favourite fitness band, now brighter with 21-day battery life.',
      'سوار اللياقة المفضل في مصر، الآن بشاشة أسطع وبطارية تدوم 21 يومًا.',
    ],
    curated: 3,
  }),
  family('Wearable', {
    brand: 'Huawei',
    name: 'Huawei Band 10',
    nameAr: 'سوار هواوي باند 10',
    type: 'SmartBand',
    specs: {
      display: '1.47" AMOLED',
      connectivity: BT,
      battery: 'Up to 14 days',
      features: 'Emotional well-being, sleep tracking, 100 workout modes',
      warranty: LOCAL,
    },
    variants: [['', '', 2_300]],
    colors: [BLACK, ['Matcha Green', 'أخضر ماتشا']],
    about: [
      'A light aluminium band with TruSleep and swimming tracking.',
      'سوار خفيف من الألومنيوم مع تتبع النوم TruSleep والسباحة.',
    ],
  }),
  family('Wearable', {
    brand: 'Fitbit',
    name: 'Fitbit Charge 6',
    nameAr: 'سوار فيتبيت تشارج 6',
    type: 'SmartBand',
    specs: {
      display: 'AMOLED colour touchscreen',
      connectivity: `${BT}, GPS, NFC`,
      battery: 'Up to 7 days',
      features: 'ECG, heart-rate zones, YouTube Music controls',
      warranty: LOCAL,
    },
    variants: [['', '', 7_500]],
    colors: [
      ['Obsidian', 'أسود سبجي'],
      ['Porcelain', 'أبيض خزفي'],
    ],
    about: [
      'A tracker with built-in GPS and accurate heart-rate sensing.',
      'متتبع لياقة بنظام GPS مدمج وقياس دقيق لنبض القلب.',
    ],
  }),
  family('Wearable', {
    brand: 'Samsung',
    name: 'Samsung Galaxy Fit3',
    nameAr: 'سوار سامسونج جالاكسي فيت 3',
    type: 'SmartBand',
    specs: {
      display: '1.6" AMOLED',
      connectivity: BT,
      battery: 'Up to 13 days',
      features: 'Sleep coaching, fall detection, 100+ workouts',
      warranty: LOCAL,
    },
    variants: [['', '', 2_800]],
    colors: [GRAPHITE, SILVER],
    about: [
      'A big-screen band that pairs with Galaxy phones and Samsung Health.',
      'سوار بشاشة كبيرة يعمل مع هواتف جالاكسي وتطبيق Samsung Health.',
    ],
  }),
  family('Wearable', {
    brand: 'Amazfit',
    name: 'Amazfit Band 7',
    nameAr: 'سوار أمازفيت باند 7',
    type: 'SmartBand',
    specs: {
      display: '1.47" AMOLED',
      connectivity: BT,
      battery: 'Up to 18 days',
      features: 'Alexa built-in, 120 sport modes, SpO2',
      warranty: LOCAL,
    },
    variants: [['', '', 2_000]],
    colors: [BLACK, ['Beige', 'بيج']],
    about: [
      'A budget band with Alexa and nearly three weeks of battery.',
      'سوار اقتصادي مع المساعد Alexa وبطارية تدوم قرابة ثلاثة أسابيع.',
    ],
  }),
  family('Wearable', {
    brand: 'Honor',
    name: 'Honor Band 9',
    nameAr: 'سوار هونر باند 9',
    type: 'SmartBand',
    specs: {
      display: '1.57" AMOLED',
      connectivity: BT,
      battery: 'Up to 14 days',
      features: 'Sleep and stress tracking, 96 workout modes, 5 ATM',
      warranty: LOCAL,
    },
    variants: [['', '', 1_800]],
    colors: [BLACK, ['Blue', 'أزرق']],
    about: [
      'A slim band with a bright AMOLED screen and two weeks of battery.',
      'سوار نحيف بشاشة AMOLED ساطعة وبطارية تدوم أسبوعين.',
    ],
  }),
];

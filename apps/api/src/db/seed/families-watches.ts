// Huawei, Garmin, Fitbit, Xiaomi and Amazfit smart watches.

import { BLACK, type Family, family, PINK, SILVER } from './family.js';

const LOCAL = '1 year local warranty';
const BT = 'Bluetooth 5.3';
const size = (mm: number, price: number, extra: Record<string, string> = {}) =>
  [`${mm}mm`, `${mm} ملم`, price, extra] as const;

export const WATCH_FAMILIES: readonly Family[] = [
  family('Wearable', {
    brand: 'Huawei',
    name: 'Huawei Watch GT 5',
    nameAr: 'ساعة هواوي واتش GT 5',
    type: 'SmartWatch',
    specs: {
      display: 'AMOLED, 1.43"',
      connectivity: `${BT}, GPS, NFC`,
      battery: 'Up to 14 days',
      features: 'TruSense health tracking, 100+ workout modes',
      warranty: LOCAL,
    },
    variants: [size(41, 9_000), size(46, 10_000)],
    colors: [BLACK, ['Brown', 'بني']],
    about: [
      'Two weeks of battery life and precise running and cycling tracking.',
      'بطارية تدوم أسبوعين وتتبع دقيق للجري وركوب الدراجات.',
    ],
    curated: 3,
  }),
  family('Wearable', {
    brand: 'Garmin',
    name: 'Garmin Forerunner 265',
    nameAr: 'ساعة جارمن فورنر 265',
    type: 'SmartWatch',
    specs: {
      display: 'AMOLED touchscreen',
      connectivity: `${BT}, ANT+, multi-band GPS`,
      battery: 'Up to 13 days',
      features: 'Training readiness, HRV status, race predictor',
      warranty: LOCAL,
    },
    variants: [size(42, 19_500), size(46, 20_000)],
    colors: [BLACK, ['Whitestone', 'أبيض حجري']],
    about: [
      'A running watch with an AMOLED screen and training-readiness coaching.',
      'ساعة للجري بشاشة AMOLED وإرشاد لجاهزية التدريب.',
    ],
  }),
  family('Wearable', {
    brand: 'Garmin',
    name: 'Garmin Venu 3',
    nameAr: 'ساعة جارمن فينو 3',
    type: 'SmartWatch',
    specs: {
      display: 'AMOLED, 1.4"',
      connectivity: `${BT}, Wi-Fi, GPS`,
      battery: 'Up to 14 days',
      features: 'Sleep coach, nap detection, Body Battery, calls from the wrist',
      warranty: LOCAL,
    },
    variants: [size(45, 22_000)],
    colors: [
      ['Slate', 'رمادي أردوازي'],
      ['French Gray', 'رمادي فرنسي'],
    ],
    about: [
      'A lifestyle GPS watch with a sleep coach and two weeks of battery.',
      'ساعة GPS لنمط الحياة اليومي مع مدرب للنوم وبطارية تدوم أسبوعين.',
    ],
  }),
  family('Wearable', {
    brand: 'Garmin',
    name: 'Garmin fēnix 8 AMOLED',
    nameAr: 'ساعة جارمن فينكس 8 AMOLED',
    type: 'SmartWatch',
    specs: {
      display: 'AMOLED, sapphire lens',
      connectivity: `${BT}, Wi-Fi, multi-band GPS`,
      battery: 'Up to 29 days',
      features: 'Topo maps, LED flashlight, dive rated to 40 m',
      warranty: '2 years local warranty',
    },
    variants: [size(47, 55_000), size(51, 60_000)],
    colors: [['Slate Gray', 'رمادي أردوازي']],
    about: [
      'A premium multisport watch with maps, a flashlight and voice calls.',
      'ساعة متعددة الرياضات فاخرة مع خرائط ومصباح ومكالمات صوتية.',
    ],
  }),
  family('Wearable', {
    brand: 'Fitbit',
    name: 'Fitbit Versa 4',
    nameAr: 'ساعة فيتبيت فيرسا 4',
    type: 'SmartWatch',
    specs: {
      display: 'AMOLED',
      connectivity: `${BT}, GPS, NFC`,
      battery: 'Up to 6 days',
      features: 'Sleep stages, 40+ exercise modes, Google Maps and Wallet',
      warranty: LOCAL,
    },
    variants: [['', '', 9_500]],
    colors: [BLACK, PINK],
    about: [
      'A slim fitness watch with built-in GPS and six days of battery.',
      'ساعة لياقة نحيفة بنظام GPS مدمج وبطارية تدوم ستة أيام.',
    ],
  }),
  family('Wearable', {
    brand: 'Xiaomi',
    name: 'Xiaomi Redmi Watch 5',
    nameAr: 'ساعة شاومي ريدمي واتش 5',
    type: 'SmartWatch',
    specs: {
      display: '2.07" AMOLED',
      connectivity: `${BT}, GNSS`,
      battery: 'Up to 24 days',
      features: 'Bluetooth calls, 150+ sport modes, 5 ATM',
      warranty: LOCAL,
    },
    variants: [['', '', 4_500]],
    colors: [['Obsidian Black', 'أسود سبجي'], SILVER],
    about: [
      'A huge 2-inch AMOLED screen and more than three weeks of battery.',
      'شاشة AMOLED ضخمة بمقاس 2 بوصة وبطارية تدوم أكثر من ثلاثة أسابيع.',
    ],
  }),
  family('Wearable', {
    brand: 'Amazfit',
    name: 'Amazfit Active 2',
    nameAr: 'ساعة أمازفيت أكتيف 2',
    type: 'SmartWatch',
    specs: {
      display: '1.32" AMOLED',
      connectivity: `${BT}, GPS`,
      battery: 'Up to 10 days',
      features: 'Offline maps, Zepp Coach, 160+ sport modes',
      warranty: LOCAL,
    },
    variants: [['', '', 6_000]],
    colors: [BLACK],
    about: [
      'A round AMOLED fitness watch with free offline maps.',
      'ساعة لياقة دائرية بشاشة AMOLED وخرائط مجانية دون إنترنت.',
    ],
  }),
];

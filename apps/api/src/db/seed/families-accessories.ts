// Cables and chargers.

import { BLACK, BLUE, type Family, family, GREEN, WHITE } from './family.js';

const cable = (len: string, lenAr: string, price: number, extra: Record<string, string> = {}) =>
  [len, lenAr, price, { cableLength: len, ...extra }] as const;

export const ACCESSORY_FAMILIES: readonly Family[] = [
  family('Cable', {
    brand: 'Anker',
    name: 'Anker USB-C to USB-C Cable 240W Braided',
    nameAr: 'كابل أنكر USB-C إلى USB-C بقدرة 240 واط مجدول',
    specs: {
      from: 'USB-C',
      to: 'USB-C',
      cableType: 'USB-C to USB-C',
      features: 'Bio-braided, 240W PD, 480 Mbps, 25 000-bend tested',
    },
    variants: [cable('0.9 m', '0.9 متر', 450), cable('1.8 m', '1.8 متر', 550)],
    colors: [BLACK, WHITE],
    about: [
      'Charges laptops, tablets and phones at up to 240W.',
      'يشحن الحواسيب والأجهزة اللوحية والهواتف بقدرة تصل إلى 240 واط.',
    ],
    curated: 3,
  }),
  family('Cable', {
    brand: 'Apple',
    name: 'Apple USB-C Woven Charge Cable',
    nameAr: 'كابل أبل USB-C منسوج للشحن',
    specs: { from: 'USB-C', to: 'USB-C', cableType: 'USB-C to USB-C', features: 'Woven design, USB 2 data' },
    variants: [
      cable('1 m', '1 متر', 1_100, { features: 'Woven design, 60W, USB 2 data' }),
      cable('2 m', '2 متر', 1_900, { features: 'Woven design, 240W, USB 2 data' }),
    ],
    colors: [WHITE],
    about: [
      'The original Apple cable for iPhone 17, iPad and MacBook.',
      'كابل أبل الأصلي لآيفون 17 وآيباد وماك بوك.',
    ],
  }),
  family('Cable', {
    brand: 'Baseus',
    name: 'Baseus Superior USB-C to Lightning Cable 20W',
    nameAr: 'كابل باسيوس USB-C إلى لايتنينج بقدرة 20 واط',
    specs: {
      from: 'USB-C',
      to: 'Lightning',
      cableType: 'USB-C to Lightning',
      features: '20W PD fast charging, TPE jacket',
    },
    variants: [cable('1 m', '1 متر', 250), cable('2 m', '2 متر', 320)],
    colors: [BLACK, WHITE, BLUE],
    about: [
      'Fast-charges iPhone 14 and older from any USB-C adapter.',
      'يشحن آيفون 14 والإصدارات الأقدم بسرعة من أي محول USB-C.',
    ],
  }),
  family('Cable', {
    brand: 'Ugreen',
    name: 'Ugreen USB-A to USB-C Cable 3A',
    nameAr: 'كابل يوجرين USB-A إلى USB-C بقوة 3 أمبير',
    specs: { from: 'USB-A', to: 'USB-C', cableType: 'USB-A to USB-C', features: 'Nylon braided, 3A, QC 3.0' },
    variants: [cable('1 m', '1 متر', 220), cable('2 m', '2 متر', 280)],
    colors: [BLACK, ['Space Gray', 'رمادي فلكي']],
    about: [
      'For older chargers, car sockets and power banks with USB-A ports.',
      'للشواحن القديمة ومقابس السيارة والشواحن المتنقلة ذات منافذ USB-A.',
    ],
  }),
  family('Cable', {
    brand: 'Samsung',
    name: 'Samsung USB-C to USB-C Cable',
    nameAr: 'كابل سامسونج USB-C إلى USB-C',
    specs: { from: 'USB-C', to: 'USB-C', cableType: 'USB-C to USB-C', features: 'Super Fast Charging' },
    variants: [
      cable('1 m', '1 متر', 350, { features: 'Super Fast Charging, 3A' }),
      cable('1.8 m', '1.8 متر', 550, { features: 'Super Fast Charging 2.0, 5A' }),
    ],
    colors: [BLACK, WHITE],
    about: [
      'Official Samsung cable for 25W and 45W Super Fast Charging.',
      'كابل سامسونج الأصلي للشحن فائق السرعة بقدرة 25 و45 واط.',
    ],
  }),
  family('Charger', {
    brand: 'Apple',
    name: 'Apple 20W USB-C Power Adapter',
    nameAr: 'محول طاقة أبل USB-C بقدرة 20 واط',
    specs: {
      input: '100–240V AC',
      power: '20W',
      chargerType: 'Wall charger, 1× USB-C',
      features: 'USB Power Delivery, fast charge for iPhone',
    },
    variants: [['', '', 1_300]],
    colors: [WHITE],
    about: ['Charges an iPhone to 50% in about 30 minutes.', 'يشحن الآيفون حتى 50% في نحو 30 دقيقة.'],
  }),
  family('Charger', {
    brand: 'Apple',
    name: 'Apple MagSafe Charger',
    nameAr: 'شاحن أبل ماج سيف',
    specs: {
      input: 'USB-C, 30W adapter or higher',
      power: '25W',
      chargerType: 'Wireless MagSafe puck',
      features: 'Qi2.2, magnetic alignment',
    },
    variants: [
      ['1 m', '1 متر', 2_400],
      ['2 m', '2 متر', 2_800],
    ],
    about: [
      'Snaps onto iPhone 17 and charges wirelessly at up to 25W.',
      'يلتصق مغناطيسيًا بآيفون 17 ويشحنه لاسلكيًا بقدرة تصل إلى 25 واط.',
    ],
  }),
  family('Charger', {
    brand: 'Samsung',
    name: 'Samsung Super Fast Power Adapter',
    nameAr: 'شاحن سامسونج فائق السرعة',
    specs: {
      input: '100–240V AC',
      power: '25W',
      chargerType: 'Wall charger, 1× USB-C',
      features: 'PPS, Super Fast Charging',
    },
    variants: [
      ['25W', '25 واط', 650],
      ['45W', '45 واط', 1_200, { power: '45W', features: 'PPS, Super Fast Charging 2.0' }],
    ],
    colors: [BLACK, WHITE],
    about: [
      'The right adapter for Galaxy phones and tablets.',
      'المحول المناسب لهواتف وأجهزة جالاكسي اللوحية.',
    ],
    curated: 3,
  }),
  family('Charger', {
    brand: 'Anker',
    name: 'Anker Nano Charger',
    nameAr: 'شاحن أنكر نانو',
    specs: {
      input: '100–240V AC',
      power: '30W',
      chargerType: 'Wall charger, 1× USB-C',
      features: 'GaN, PowerIQ 3.0, foldable plug',
    },
    variants: [
      ['30W', '30 واط', 900],
      ['45W', '45 واط', 1_300, { power: '45W' }],
    ],
    colors: [WHITE, BLACK, GREEN],
    about: [
      'Tiny GaN charger for phones, tablets and the MacBook Air.',
      'شاحن GaN صغير للهواتف والأجهزة اللوحية وماك بوك إير.',
    ],
  }),
  family('Charger', {
    brand: 'Anker',
    name: 'Anker Prime Charger 100W GaN',
    nameAr: 'شاحن أنكر برايم GaN بقدرة 100 واط',
    specs: {
      input: '100–240V AC',
      power: '100W',
      chargerType: 'Wall charger, 2× USB-C + 1× USB-A',
      features: 'GaN, ActiveShield temperature control',
    },
    variants: [['', '', 3_200]],
    colors: [BLACK],
    about: [
      'Charges a laptop, phone and earbuds at once from one plug.',
      'يشحن الحاسوب والهاتف والسماعات معًا من مقبس واحد.',
    ],
  }),
  family('Charger', {
    brand: 'Ugreen',
    name: 'Ugreen Nexode GaN Charger',
    nameAr: 'شاحن يوجرين نيكسود GaN',
    specs: {
      input: '100–240V AC',
      power: '65W',
      chargerType: 'Wall charger, 2× USB-C + 1× USB-A',
      features: 'GaN II, PD 3.0, PPS',
    },
    variants: [
      ['65W', '65 واط', 1_800],
      ['100W', '100 واط', 2_800, { power: '100W', chargerType: 'Wall charger, 3× USB-C + 1× USB-A' }],
    ],
    colors: [['Space Gray', 'رمادي فلكي'], WHITE],
    about: ['One charger for a laptop and two phones.', 'شاحن واحد لحاسوب محمول وهاتفين.'],
  }),
  family('Charger', {
    brand: 'Baseus',
    name: 'Baseus GaN5 Pro Fast Charger 65W',
    nameAr: 'شاحن باسيوس GaN5 برو السريع 65 واط',
    specs: {
      input: '100–240V AC',
      power: '65W',
      chargerType: 'Wall charger, 1× USB-C + 1× USB-A',
      features: 'GaN5, PD 3.0, QC 4+',
    },
    variants: [['', '', 1_300]],
    colors: [BLACK, WHITE],
    about: [
      'Well-priced 65W GaN charger with a 1 m USB-C cable in the box.',
      'شاحن GaN بقدرة 65 واط بسعر مناسب مع كابل USB-C بطول متر في العلبة.',
    ],
  }),
  family('Charger', {
    brand: 'Xiaomi',
    name: 'Xiaomi 67W Charging Combo',
    nameAr: 'شاحن شاومي 67 واط مع كابل',
    specs: {
      input: '100–240V AC',
      power: '67W',
      chargerType: 'Wall charger, 1× USB-A + cable',
      features: 'HyperCharge, USB-A to USB-C cable included',
    },
    variants: [['', '', 900]],
    colors: [WHITE],
    about: [
      'Full-speed HyperCharge for Xiaomi, Redmi and Poco phones.',
      'شحن HyperCharge بكامل سرعته لهواتف شاومي وريدمي وبوكو.',
    ],
  }),
];

// Power banks.

import { BLACK, BLUE, type Family, family, WHITE } from './family.js';

export const POWER_BANK_FAMILIES: readonly Family[] = [
  family('PowerBank', {
    brand: 'Anker',
    name: 'Anker Power Bank 20K 22.5W with Built-in Cable',
    nameAr: 'شاحن متنقل أنكر 20 ألف مللي أمبير 22.5 واط بكابل مدمج',
    specs: {
      capacity: '20 000 mAh',
      input: 'USB-C 18W',
      output: '22.5W max, USB-C + USB-A',
      powerBankType: 'Portable, built-in USB-C cable',
      features: 'Smart display, charges 3 devices',
    },
    variants: [['', '', 1_700]],
    colors: [BLACK, WHITE, BLUE],
    about: [
      'Several phone charges per fill, with the cable built into the strap.',
      'عدة شحنات للهاتف في كل مرة، والكابل مدمج في حزام الحمل.',
    ],
    curated: 3,
  }),
  family('PowerBank', {
    brand: 'Anker',
    name: 'Anker MagGo Power Bank 10K Qi2',
    nameAr: 'شاحن متنقل أنكر ماج جو 10 آلاف Qi2',
    specs: {
      capacity: '10 000 mAh',
      input: 'USB-C 30W',
      output: '15W wireless + 30W USB-C',
      powerBankType: 'Magnetic wireless',
      features: 'Qi2 certified, kickstand, smart display',
    },
    variants: [['', '', 3_000]],
    colors: [BLACK, ['Lilac', 'ليلكي']],
    about: [
      'Clips onto the back of an iPhone and charges it while you use it.',
      'يلتصق بظهر الآيفون ويشحنه أثناء استخدامه.',
    ],
  }),
  family('PowerBank', {
    brand: 'Baseus',
    name: 'Baseus Blade HD Laptop Power Bank 20000mAh 100W',
    nameAr: 'شاحن متنقل باسيوس بليد HD للحواسيب 20 ألف مللي أمبير 100 واط',
    specs: {
      capacity: '20 000 mAh',
      input: 'USB-C 100W',
      output: '100W max, 2× USB-C + 2× USB-A',
      powerBankType: 'Slim laptop power bank',
      features: 'Digital display, airline-safe',
    },
    variants: [['', '', 3_200]],
    colors: [BLACK],
    about: [
      'A flat power bank that slides into a laptop sleeve and charges a MacBook.',
      'شاحن متنقل مسطح يدخل حقيبة الحاسوب ويشحن جهاز ماك بوك.',
    ],
  }),
  family('PowerBank', {
    brand: 'Xiaomi',
    name: 'Xiaomi Power Bank 20000mAh 33W',
    nameAr: 'شاحن متنقل شاومي 20 ألف مللي أمبير 33 واط',
    specs: {
      capacity: '20 000 mAh',
      input: 'USB-C 27W',
      output: '33W max, USB-C + 2× USB-A',
      powerBankType: 'Portable',
      features: 'Low-current mode for earbuds and watches',
    },
    variants: [['', '', 1_300]],
    colors: [BLACK, WHITE],
    about: [
      'Great value capacity for long trips and power cuts.',
      'سعة كبيرة بقيمة ممتازة للرحلات الطويلة وانقطاع الكهرباء.',
    ],
  }),
  family('PowerBank', {
    brand: 'Ugreen',
    name: 'Ugreen Nexode Power Bank 25000mAh 145W',
    nameAr: 'شاحن متنقل يوجرين نيكسود 25 ألف مللي أمبير 145 واط',
    specs: {
      capacity: '25 000 mAh',
      input: 'USB-C 100W',
      output: '145W total, 2× USB-C + 1× USB-A',
      powerBankType: 'Laptop power bank',
      features: 'Smart display, PD 3.0, PPS',
    },
    variants: [['', '', 3_500]],
    colors: [['Space Gray', 'رمادي فلكي']],
    about: [
      'Enough power to fully charge a laptop and a phone together.',
      'طاقة تكفي لشحن حاسوب محمول وهاتف بالكامل معًا.',
    ],
  }),
  family('PowerBank', {
    brand: 'Samsung',
    name: 'Samsung Battery Pack 10000mAh 25W',
    nameAr: 'شاحن متنقل سامسونج 10 آلاف مللي أمبير 25 واط',
    specs: {
      capacity: '10 000 mAh',
      input: 'USB-C 25W',
      output: '25W, 2× USB-C',
      powerBankType: 'Portable',
      features: 'Super Fast Charging, pass-through charging',
    },
    variants: [['', '', 1_500]],
    colors: [
      ['Beige', 'بيج'],
      ['Dark Gray', 'رمادي داكن'],
    ],
    about: [
      'A slim pack for Galaxy phones with Super Fast Charging on the go.',
      'شاحن متنقل نحيف لهواتف جالاكسي مع شحن فائق السرعة أثناء التنقل.',
    ],
  }),
];

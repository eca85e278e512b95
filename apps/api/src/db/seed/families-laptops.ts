// Student laptops.

import { BLUE, type Color, type Family, laptop, SILVER } from './family.js';

const WIN_HOME = 'Windows 11 Home';
const FREE_DOS = 'FreeDOS';
const ARCTIC_GREY: Color = ['Arctic Grey', 'رمادي قطبي'];
const QUIET_BLUE: Color = ['Quiet Blue', 'أزرق هادئ'];

export const LAPTOP_FAMILIES: readonly Family[] = [
  laptop({
    brand: 'Lenovo',
    name: 'Lenovo IdeaPad Slim 3 15IRH10',
    nameAr: 'لينوفو آيديا باد سليم 3',
    type: 'Student',
    display: '15.3" WUXGA IPS, 60Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core i5-13420H', 16, 512, 'Intel UHD Graphics', 30_000],
      ['Intel Core i7-13620H', 16, 1024, 'Intel UHD Graphics', 37_000],
    ],
    colors: [ARCTIC_GREY, ['Luna Grey', 'رمادي قمري']],
    about: [
      'A light, all-day laptop for lectures and assignments, with a full-size keyboard and fast charging.',
      'حاسوب خفيف يدوم طوال اليوم للمحاضرات والواجبات، بلوحة مفاتيح كاملة وشحن سريع.',
    ],
    curated: 3,
  }),
  laptop({
    brand: 'HP',
    name: 'HP 15 Laptop 15-fd1000',
    nameAr: 'إتش بي لابتوب 15',
    type: 'Student',
    display: '15.6" FHD IPS, anti-glare',
    os: FREE_DOS,
    cfg: [
      ['Intel Core i5-1334U', 8, 512, 'Intel Iris Xe Graphics', 25_000],
      ['Intel Core i7-1355U', 16, 512, 'Intel Iris Xe Graphics', 31_000],
    ],
    colors: [SILVER, BLUE],
    about: [
      'The dependable HP 15 (successor to the 15s) with a numeric keypad and a 1080p screen.',
      'حاسوب HP 15 الموثوق (خليفة سلسلة 15s) بلوحة أرقام جانبية وشاشة بدقة 1080p.',
    ],
  }),
  laptop({
    brand: 'Dell',
    name: 'Dell Inspiron 15 3530',
    nameAr: 'ديل إنسبايرون 15 3530',
    type: 'Student',
    display: '15.6" FHD IPS, 120Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core i5-1334U', 8, 512, 'Intel Iris Xe Graphics', 28_000],
      ['Intel Core i7-1355U', 16, 512, 'Intel Iris Xe Graphics', 34_000],
    ],
    colors: [
      ['Platinum Silver', 'فضي بلاتيني'],
      ['Carbon Black', 'أسود كربوني'],
    ],
    about: [
      'A smooth 120Hz screen and a spill-resistant keyboard for study and home.',
      'شاشة سلسة بتردد 120 هرتز ولوحة مفاتيح مقاومة للانسكاب للدراسة والمنزل.',
    ],
  }),
  laptop({
    brand: 'Asus',
    name: 'Asus Vivobook 15 X1504VA',
    nameAr: 'أسوس فيفوبوك 15',
    type: 'Student',
    display: '15.6" FHD IPS',
    os: WIN_HOME,
    cfg: [
      ['Intel Core i5-1335U', 8, 512, 'Intel Iris Xe Graphics', 26_000],
      ['Intel Core 5 120U', 16, 512, 'Intel Graphics', 29_000],
    ],
    colors: [QUIET_BLUE, ['Cool Silver', 'فضي بارد']],
    about: [
      'A slim Vivobook with a 180° hinge, a privacy shutter and fast Wi-Fi 6E.',
      'حاسوب فيفوبوك نحيف بمفصل يفتح 180 درجة وغطاء خصوصية للكاميرا وشبكة Wi-Fi 6E سريعة.',
    ],
  }),
  laptop({
    brand: 'Acer',
    name: 'Acer Aspire 5 A515-58',
    nameAr: 'أيسر أسباير 5',
    type: 'Student',
    display: '15.6" FHD IPS',
    os: FREE_DOS,
    cfg: [
      ['Intel Core i5-1335U', 16, 512, 'Intel Iris Xe Graphics', 30_000],
      ['Intel Core i7-1355U', 16, 1024, 'Intel Iris Xe Graphics', 36_000],
    ],
    colors: [['Steel Gray', 'رمادي فولاذي']],
    about: [
      'A metal-lid all-rounder with a backlit keyboard and an upgradable SSD slot.',
      'حاسوب متكامل بغطاء معدني ولوحة مفاتيح مضيئة وفتحة إضافية لترقية SSD.',
    ],
  }),
  laptop({
    brand: 'MSI',
    name: 'MSI Modern 15 B13M',
    nameAr: 'إم إس آي مودرن 15',
    type: 'Student',
    display: '15.6" FHD IPS',
    os: FREE_DOS,
    cfg: [
      ['Intel Core i5-1335U', 8, 512, 'Intel Iris Xe Graphics', 24_000],
      ['Intel Core i7-1355U', 16, 512, 'Intel Iris Xe Graphics', 29_500],
    ],
    colors: [['Classic Black', 'أسود كلاسيكي']],
    about: [
      'A budget-friendly, 1.7 kg laptop that handles Office, browsing and online classes.',
      'حاسوب اقتصادي بوزن 1.7 كجم يؤدي مهام أوفيس والتصفح والحصص عبر الإنترنت بسلاسة.',
    ],
  }),
];

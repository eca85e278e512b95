// Samsung Galaxy phones, 2025–2026 line-up, with November-2026 Egyptian retail prices.

import {
  BLACK,
  type Color,
  device,
  type Family,
  GRAY,
  LAVENDER,
  MINT,
  NAVY,
  PINK,
  SKY_BLUE,
  WHITE,
} from './family.js';

const ONE_UI = 'Android 16, One UI 8.5';
const JETBLACK: Color = ['Jetblack', 'أسود فاحم'];
const BLUE_SHADOW: Color = ['Blue Shadow', 'أزرق داكن'];
const SILVER_SHADOW: Color = ['Silver Shadow', 'فضي داكن'];
const CORAL_RED: Color = ['Coral Red', 'أحمر مرجاني'];
const COBALT_VIOLET: Color = ['Cobalt Violet', 'بنفسجي كوبالتي'];
const ICY_BLUE: Color = ['Icy Blue', 'أزرق ثلجي'];
const GRAPHITE: Color = ['Awesome Graphite', 'جرافيتي'];
const OLIVE: Color = ['Olive', 'زيتوني'];
const LIME: Color = ['Lime', 'ليموني'];

export const SAMSUNG_PHONE_FAMILIES: readonly Family[] = [
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy S26 Ultra',
    nameAr: 'سامسونج جالاكسي S26 ألترا',
    mem: [
      [12, 256, 75_000],
      [12, 512, 83_000],
      [16, 1024, 98_000],
    ],
    colors: [BLACK, COBALT_VIOLET, SILVER_SHADOW, SKY_BLUE],
    screen: '6.9" QHD+ Dynamic AMOLED 2X, 120Hz',
    cams: ['200MP + 50MP Ultra Wide + 50MP 5x + 10MP 3x', '12MP'],
    chip: 'Snapdragon 8 Elite Gen 5 for Galaxy',
    os: ONE_UI,
    battery: '5000 mAh',
    about: [
      'Samsung’s flagship with a built-in S Pen, a 200MP main camera and Galaxy AI tools.',
      'هاتف سامسونج الرائد بقلم S Pen مدمج وكاميرا رئيسية بدقة 200 ميجابكسل وأدوات Galaxy AI.',
    ],
    curated: 5,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy S26',
    nameAr: 'سامسونج جالاكسي S26',
    mem: [
      [12, 256, 48_000],
      [12, 512, 54_000],
    ],
    colors: [NAVY, COBALT_VIOLET, WHITE, ICY_BLUE],
    screen: '6.3" FHD+ Dynamic AMOLED 2X, 120Hz',
    cams: ['50MP + 12MP Ultra Wide + 10MP 3x', '12MP'],
    chip: 'Exynos 2600',
    os: ONE_UI,
    battery: '4300 mAh',
    about: [
      'A compact flagship with a triple camera, seven years of updates and Galaxy AI.',
      'هاتف رائد مدمج بكاميرا ثلاثية وتحديثات لسبع سنوات وميزات Galaxy AI.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy S25 FE',
    nameAr: 'سامسونج جالاكسي S25 FE',
    mem: [
      [8, 256, 30_000],
      [8, 512, 34_000],
    ],
    colors: [NAVY, ICY_BLUE, JETBLACK, WHITE],
    screen: '6.7" FHD+ Dynamic AMOLED 2X, 120Hz',
    cams: ['50MP + 12MP Ultra Wide + 8MP 3x', '12MP'],
    chip: 'Exynos 2400',
    os: ONE_UI,
    battery: '4900 mAh',
    about: [
      'Flagship features for less: 45W charging, a 3x telephoto and IP68 protection.',
      'مزايا الفئة الرائدة بسعر أقل: شحن بقدرة 45 واط وعدسة تقريب 3x ومقاومة IP68.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy A56 5G',
    nameAr: 'سامسونج جالاكسي A56 5G',
    mem: [
      [8, 256, 23_000],
      [12, 256, 25_000],
    ],
    colors: [GRAPHITE, ['Awesome Lightgray', 'رمادي فاتح'], OLIVE, PINK],
    screen: '6.7" FHD+ Super AMOLED, 120Hz',
    cams: ['50MP + 12MP Ultra Wide + 5MP Macro', '12MP'],
    chip: 'Exynos 1580',
    os: ONE_UI,
    battery: '5000 mAh',
    about: [
      'A metal-framed mid-ranger with 45W charging and six years of Android updates.',
      'هاتف من الفئة المتوسطة بإطار معدني وشحن 45 واط وتحديثات أندرويد لست سنوات.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy A36 5G',
    nameAr: 'سامسونج جالاكسي A36 5G',
    mem: [
      [8, 128, 15_500],
      [8, 256, 17_000],
    ],
    colors: [BLACK, LAVENDER, WHITE, LIME],
    screen: '6.7" FHD+ Super AMOLED, 120Hz',
    cams: ['50MP + 8MP Ultra Wide + 5MP Macro', '12MP'],
    chip: 'Snapdragon 6 Gen 3',
    os: ONE_UI,
    battery: '5000 mAh',
    about: [
      'A slim 5G phone with a bright AMOLED screen, IP67 and Circle to Search.',
      'هاتف 5G نحيف بشاشة AMOLED ساطعة ومقاومة IP67 وميزة Circle to Search.',
    ],
    curated: 4,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy A26 5G',
    nameAr: 'سامسونج جالاكسي A26 5G',
    mem: [
      [6, 128, 11_500],
      [8, 256, 13_500],
    ],
    colors: [BLACK, WHITE, MINT, PINK],
    screen: '6.7" FHD+ Super AMOLED, 120Hz',
    cams: ['50MP + 8MP Ultra Wide + 2MP Macro', '13MP'],
    chip: 'Exynos 1380',
    os: ONE_UI,
    battery: '5000 mAh',
    about: [
      'Super AMOLED, IP67 and six generations of Android upgrades under 15 000 EGP.',
      'شاشة Super AMOLED ومقاومة IP67 وست ترقيات لأندرويد بأقل من 15 ألف جنيه.',
    ],
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy A16',
    nameAr: 'سامسونج جالاكسي A16',
    mem: [
      [4, 128, 8_000],
      [6, 128, 9_000],
      [8, 256, 10_500],
    ],
    colors: [BLACK, ['Light Green', 'أخضر فاتح'], GRAY],
    screen: '6.7" FHD+ Super AMOLED, 90Hz',
    cams: ['50MP + 5MP Ultra Wide + 2MP Macro', '13MP'],
    chip: 'MediaTek Helio G99',
    os: ONE_UI,
    battery: '5000 mAh',
    about: [
      'Samsung’s best-selling budget phone, with a large AMOLED screen and 25W charging.',
      'أكثر هواتف سامسونج الاقتصادية مبيعًا، بشاشة AMOLED كبيرة وشحن بقدرة 25 واط.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy Z Fold7',
    nameAr: 'سامسونج جالاكسي Z فولد 7',
    mem: [
      [12, 256, 95_000],
      [12, 512, 103_000],
      [16, 1024, 120_000],
    ],
    colors: [BLUE_SHADOW, SILVER_SHADOW, JETBLACK],
    screen: '8.0" QXGA+ main + 6.5" cover, Dynamic AMOLED 2X 120Hz',
    cams: ['200MP + 12MP Ultra Wide + 10MP 3x', '10MP + 10MP'],
    chip: 'Snapdragon 8 Elite for Galaxy',
    os: ONE_UI,
    battery: '4400 mAh',
    about: [
      'The thinnest, lightest Fold yet: 8.9 mm folded and 215 g, with a 200MP camera.',
      'أنحف وأخف جهاز Fold حتى الآن: 8.9 ملم وهو مطوي ووزن 215 جرامًا، مع كاميرا 200 ميجابكسل.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Samsung',
    name: 'Samsung Galaxy Z Flip7',
    nameAr: 'سامسونج جالاكسي Z فليب 7',
    mem: [
      [12, 256, 55_000],
      [12, 512, 61_000],
    ],
    colors: [BLUE_SHADOW, JETBLACK, CORAL_RED],
    screen: '6.9" FHD+ main + 4.1" FlexWindow, Dynamic AMOLED 2X 120Hz',
    cams: ['50MP + 12MP Ultra Wide', '10MP'],
    chip: 'Exynos 2500',
    os: ONE_UI,
    battery: '4300 mAh',
    about: [
      'A pocketable flip phone with an edge-to-edge 4.1-inch FlexWindow cover screen.',
      'هاتف قابل للطي يدخل الجيب بسهولة، بشاشة خارجية FlexWindow بمقاس 4.1 بوصة من الحافة إلى الحافة.',
    ],
  }),
];

// Gaming laptops.

import { BLACK, type Color, type Family, laptop } from './family.js';

const WIN_HOME = 'Windows 11 Home';
const FREE_DOS = 'FreeDOS';
const ECLIPSE_GREY: Color = ['Eclipse Grey', 'رمادي كسوفي'];
const MICA_SILVER: Color = ['Mica Silver', 'فضي ميكا'];
const GRAPHITE_BLACK: Color = ['Graphite Black', 'أسود جرافيتي'];

export const GAMING_LAPTOP_FAMILIES: readonly Family[] = [
  laptop({
    brand: 'Lenovo',
    name: 'Lenovo Legion 5 15AHP10',
    nameAr: 'لينوفو ليجن 5',
    type: 'Gaming',
    display: '15.1" 2.5K OLED, 165Hz',
    os: WIN_HOME,
    cfg: [
      ['AMD Ryzen 7 260', 16, 1024, 'NVIDIA GeForce RTX 5060 8GB', 80_000],
      ['AMD Ryzen 7 260', 32, 1024, 'NVIDIA GeForce RTX 5070 8GB', 92_000],
    ],
    colors: [ECLIPSE_GREY],
    about: [
      'A 165Hz OLED gaming laptop with Legion Coldfront cooling and a full-power RTX 50-series GPU.',
      'حاسوب ألعاب بشاشة OLED بتردد 165 هرتز وتبريد Legion Coldfront وبطاقة RTX من الجيل 50 بكامل قدرتها.',
    ],
    curated: 3,
  }),
  laptop({
    brand: 'HP',
    name: 'HP Victus 15-fb3000',
    nameAr: 'إتش بي فيكتوس 15',
    type: 'Gaming',
    display: '15.6" FHD IPS, 144Hz',
    os: FREE_DOS,
    cfg: [
      ['AMD Ryzen 5 7535HS', 16, 512, 'NVIDIA GeForce RTX 4050 6GB', 45_000],
      ['AMD Ryzen 7 7445HS', 16, 1024, 'NVIDIA GeForce RTX 5050 8GB', 52_000],
    ],
    colors: [MICA_SILVER, ['Performance Blue', 'أزرق الأداء']],
    about: [
      'An affordable entry into RTX gaming with a 144Hz screen and OMEN Gaming Hub.',
      'مدخل اقتصادي إلى ألعاب RTX بشاشة 144 هرتز وبرنامج OMEN Gaming Hub.',
    ],
  }),
  laptop({
    brand: 'HP',
    name: 'HP OMEN 16-am0000',
    nameAr: 'إتش بي أومن 16',
    type: 'Gaming',
    display: '16" 2.5K IPS, 240Hz',
    os: WIN_HOME,
    cfg: [['Intel Core Ultra 7 255H', 16, 1024, 'NVIDIA GeForce RTX 5060 8GB', 85_000]],
    colors: [['Shadow Black', 'أسود ظلي']],
    about: [
      'A 240Hz 2.5K screen and OMEN Tempest cooling for long competitive sessions.',
      'شاشة بدقة 2.5K وتردد 240 هرتز وتبريد OMEN Tempest لجلسات لعب تنافسية طويلة.',
    ],
  }),
  laptop({
    brand: 'Asus',
    name: 'Asus ROG Strix G16 G615',
    nameAr: 'أسوس روج ستريكس G16',
    type: 'Gaming',
    display: '16" 2.5K IPS, 240Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core Ultra 9 275HX', 32, 1024, 'NVIDIA GeForce RTX 5070 Ti 12GB', 120_000],
      ['Intel Core Ultra 7 255HX', 16, 1024, 'NVIDIA GeForce RTX 5060 8GB', 92_000],
    ],
    colors: [['Eclipse Gray', 'رمادي كسوفي']],
    about: [
      'Tool-less upgrades, a liquid-metal-cooled CPU and 360° Aura RGB lighting.',
      'ترقية دون أدوات ومعالج مبرد بالمعدن السائل وإضاءة Aura RGB بزاوية 360 درجة.',
    ],
    curated: 2,
  }),
  laptop({
    brand: 'Asus',
    name: 'Asus TUF Gaming A15 FA506',
    nameAr: 'أسوس توف جيمنج A15',
    type: 'Gaming',
    display: '15.6" FHD IPS, 144Hz',
    os: FREE_DOS,
    cfg: [
      ['AMD Ryzen 7 7445HS', 16, 512, 'NVIDIA GeForce RTX 4050 6GB', 50_000],
      ['AMD Ryzen 7 7445HS', 16, 1024, 'NVIDIA GeForce RTX 4060 8GB', 57_000],
    ],
    colors: [GRAPHITE_BLACK],
    about: [
      'Military-grade durability, a 144Hz screen and easy RAM and SSD upgrades.',
      'متانة بمعايير عسكرية وشاشة 144 هرتز وترقية سهلة للذاكرة وSSD.',
    ],
  }),
  laptop({
    brand: 'Acer',
    name: 'Acer Nitro V 15 ANV15-52',
    nameAr: 'أيسر نيترو V 15',
    type: 'Gaming',
    display: '15.6" FHD IPS, 165Hz',
    os: FREE_DOS,
    cfg: [
      ['Intel Core i5-13420H', 16, 512, 'NVIDIA GeForce RTX 4050 6GB', 42_000],
      ['Intel Core i7-13620H', 16, 1024, 'NVIDIA GeForce RTX 5050 8GB', 47_000],
    ],
    colors: [['Obsidian Black', 'أسود سبجي']],
    about: [
      'A budget gaming laptop with dual-fan cooling and NitroSense performance modes.',
      'حاسوب ألعاب اقتصادي بتبريد بمروحتين وأوضاع أداء NitroSense.',
    ],
  }),
  laptop({
    brand: 'MSI',
    name: 'MSI Katana 15 HX B14W',
    nameAr: 'إم إس آي كاتانا 15 HX',
    type: 'Gaming',
    display: '15.6" QHD IPS, 165Hz',
    os: FREE_DOS,
    cfg: [['Intel Core i7-14650HX', 16, 1024, 'NVIDIA GeForce RTX 5060 8GB', 65_000]],
    colors: [BLACK],
    about: [
      'A 16-core HX processor and RTX 5060 behind a 165Hz QHD screen and red backlit keys.',
      'معالج HX بست عشرة نواة وبطاقة RTX 5060 مع شاشة QHD بتردد 165 هرتز ومفاتيح بإضاءة حمراء.',
    ],
  }),
  laptop({
    brand: 'Dell',
    name: 'Dell Alienware 16 Aurora',
    nameAr: 'ديل إيليين وير 16 أورورا',
    type: 'Gaming',
    display: '16" 2.5K IPS, 120Hz',
    os: WIN_HOME,
    cfg: [['Intel Core 7 240H', 16, 1024, 'NVIDIA GeForce RTX 5060 8GB', 95_000]],
    colors: [['Interstellar Indigo', 'نيلي فضائي']],
    about: [
      'Alienware design and Cryo-tech cooling in a more affordable Aurora chassis.',
      'تصميم Alienware وتبريد Cryo-tech في هيكل Aurora بسعر أقرب.',
    ],
  }),
];

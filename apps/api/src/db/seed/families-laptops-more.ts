// 2-in-1 (X360) and business laptops.

import { type Family, laptop, SILVER } from './family.js';

const WIN_HOME = 'Windows 11 Home';
const WIN_PRO = 'Windows 11 Pro';
const FREE_DOS = 'FreeDOS';
const BUSINESS_WARRANTY = '3 years on-site business warranty';

export const LAPTOP_MORE_FAMILIES: readonly Family[] = [
  laptop({
    brand: 'Lenovo',
    name: 'Lenovo Yoga 7 2-in-1 14AKP10',
    nameAr: 'لينوفو يوجا 7 2 في 1',
    type: 'X360',
    display: '14" WUXGA OLED touch, 360° hinge',
    os: WIN_HOME,
    cfg: [
      ['AMD Ryzen AI 5 340', 16, 512, 'AMD Radeon 840M', 48_000],
      ['AMD Ryzen AI 7 350', 16, 1024, 'AMD Radeon 860M', 56_000],
    ],
    colors: [
      ['Arctic Grey', 'رمادي قطبي'],
      ['Luna Grey', 'رمادي قمري'],
    ],
    about: [
      'Flip from laptop to tablet on a 360° hinge; works with the Lenovo Pen for notes.',
      'يتحول من حاسوب إلى جهاز لوحي بمفصل 360 درجة، ويدعم قلم Lenovo لتدوين الملاحظات.',
    ],
    curated: 3,
  }),
  laptop({
    brand: 'HP',
    name: 'HP Envy x360 14-fc0000',
    nameAr: 'إتش بي إنفي x360 14',
    type: 'X360',
    display: '14" 2.8K OLED touch, 120Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core Ultra 5 125U', 16, 512, 'Intel Graphics', 55_000],
      ['Intel Core Ultra 7 155U', 16, 1024, 'Intel Graphics', 62_000],
    ],
    colors: [
      ['Meteor Silver', 'فضي نيزكي'],
      ['Atmospheric Blue', 'أزرق جوي'],
    ],
    about: [
      'A convertible with a 2.8K OLED touch screen, a 5MP camera and an HP pen included.',
      'حاسوب قابل للتحويل بشاشة OLED لمسية بدقة 2.8K وكاميرا 5 ميجابكسل وقلم HP مرفق.',
    ],
  }),
  laptop({
    brand: 'Asus',
    name: 'Asus Vivobook 14 Flip TP3407',
    nameAr: 'أسوس فيفوبوك 14 فليب',
    type: 'X360',
    display: '14" WUXGA IPS touch, 360° hinge',
    os: WIN_HOME,
    cfg: [
      ['Intel Core 5 120U', 16, 512, 'Intel Graphics', 36_000],
      ['Intel Core 7 150U', 16, 1024, 'Intel Graphics', 42_000],
    ],
    colors: [['Cool Silver', 'فضي بارد']],
    about: [
      'An everyday 2-in-1 with stylus support and a 360° ErgoLift hinge.',
      'حاسوب يومي 2 في 1 يدعم القلم الرقمي بمفصل ErgoLift يدور 360 درجة.',
    ],
  }),
  laptop({
    brand: 'Acer',
    name: 'Acer Aspire Spin 14 ASP14-52MTN',
    nameAr: 'أيسر أسباير سبين 14',
    type: 'X360',
    display: '14" WUXGA IPS touch, 360° hinge',
    os: WIN_HOME,
    cfg: [['Intel Core 5 120U', 16, 512, 'Intel Graphics', 34_000]],
    colors: [SILVER],
    about: [
      'A convertible with a rechargeable Acer Active Stylus and Wi-Fi 6E.',
      'حاسوب قابل للتحويل مع قلم Acer Active Stylus قابل لإعادة الشحن وشبكة Wi-Fi 6E.',
    ],
  }),
  laptop({
    brand: 'Lenovo',
    name: 'Lenovo ThinkPad E14 Gen 6',
    nameAr: 'لينوفو ثينك باد E14 الجيل السادس',
    type: 'Business',
    display: '14" WUXGA IPS, anti-glare',
    os: WIN_PRO,
    warranty: BUSINESS_WARRANTY,
    cfg: [
      ['Intel Core Ultra 5 125U', 16, 512, 'Intel Graphics', 45_000],
      ['Intel Core Ultra 7 155U', 32, 1024, 'Intel Graphics', 55_000],
    ],
    colors: [['Graphite Black', 'أسود جرافيتي']],
    about: [
      'The classic ThinkPad keyboard and TrackPoint with a fingerprint reader and dTPM 2.0.',
      'لوحة مفاتيح ثينك باد الكلاسيكية ومؤشر TrackPoint مع قارئ بصمة وشريحة أمان dTPM 2.0.',
    ],
    curated: 3,
  }),
  laptop({
    brand: 'Dell',
    name: 'Dell Latitude 5450',
    nameAr: 'ديل لاتيتيود 5450',
    type: 'Business',
    display: '14" FHD IPS, anti-glare',
    os: WIN_PRO,
    warranty: BUSINESS_WARRANTY,
    cfg: [
      ['Intel Core Ultra 5 135U', 16, 512, 'Intel Graphics', 60_000],
      ['Intel Core Ultra 7 165U', 32, 512, 'Intel Graphics', 70_000],
    ],
    colors: [['Titan Gray', 'رمادي تيتان']],
    about: [
      'A fleet-ready business laptop with vPro management, smart card reader options and Dell Optimizer.',
      'حاسوب أعمال جاهز للمؤسسات بإدارة vPro وخيارات قارئ البطاقات الذكية وبرنامج Dell Optimizer.',
    ],
  }),
  laptop({
    brand: 'HP',
    name: 'HP EliteBook 840 G11',
    nameAr: 'إتش بي إليت بوك 840 G11',
    type: 'Business',
    display: '14" WUXGA IPS, 400 nits',
    os: WIN_PRO,
    warranty: BUSINESS_WARRANTY,
    cfg: [
      ['Intel Core Ultra 7 155U', 16, 512, 'Intel Graphics', 78_000],
      ['Intel Core Ultra 7 165U', 32, 1024, 'Intel Graphics', 90_000],
    ],
    colors: [SILVER],
    about: [
      'Aluminium EliteBook with HP Wolf Security, a 5MP camera and AI noise reduction.',
      'حاسوب EliteBook من الألومنيوم بحماية HP Wolf Security وكاميرا 5 ميجابكسل وعزل ذكي للضوضاء.',
    ],
  }),
  laptop({
    brand: 'HP',
    name: 'HP ProBook 450 G10',
    nameAr: 'إتش بي بروبوك 450 G10',
    type: 'Business',
    display: '15.6" FHD IPS',
    os: FREE_DOS,
    warranty: '1 year local warranty',
    cfg: [
      ['Intel Core i5-1335U', 8, 512, 'Intel Iris Xe Graphics', 38_000],
      ['Intel Core i7-1355U', 16, 512, 'Intel Iris Xe Graphics', 45_000],
    ],
    colors: [['Pike Silver', 'فضي']],
    about: [
      'A durable small-business laptop with a numeric keypad and spill-resistant keyboard.',
      'حاسوب متين للشركات الصغيرة بلوحة أرقام ولوحة مفاتيح مقاومة للانسكاب.',
    ],
  }),
  laptop({
    brand: 'Asus',
    name: 'Asus ExpertBook B1 B1503',
    nameAr: 'أسوس إكسبيرت بوك B1',
    type: 'Business',
    display: '15.6" FHD IPS',
    os: FREE_DOS,
    warranty: '2 years local warranty',
    cfg: [['Intel Core i5-1335U', 8, 512, 'Intel Iris Xe Graphics', 30_000]],
    colors: [['Star Black', 'أسود نجمي']],
    about: [
      'MIL-STD-810H tested and easy to service, for offices that need many seats.',
      'مختبر وفق معيار MIL-STD-810H وسهل الصيانة، للمكاتب التي تحتاج أجهزة كثيرة.',
    ],
  }),
];

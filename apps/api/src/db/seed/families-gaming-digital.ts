// Games, memberships and skins (Gaming subType Games, Accounts and Skin).

import { BLACK, type Family, family } from './family.js';

const DISC = 'Replacement of faulty discs within 14 days';
const DIGITAL = 'Activation guaranteed, delivered by email';
const NA = 'Not applicable';
const SKIN_WARRANTY = 'Perfect-fit guarantee';
const one = (price: number) => [['', '', price]] as const;
const on = (platform: string, price: number, storage: string) =>
  [platform, platform, price, { platform, storage }] as const;

export const GAMING_SOFTWARE_FAMILIES: readonly Family[] = [
  family('Gaming', {
    brand: 'EA',
    name: 'EA Sports FC 26',
    nameAr: 'لعبة EA Sports FC 26',
    type: 'Games',
    specs: { platform: 'PlayStation 5', storage: 'Blu-ray disc', warranty: DISC },
    variants: [
      on('PS5', 3_200, 'Blu-ray disc'),
      on('PS4', 2_600, 'Blu-ray disc'),
      on('Xbox Series X|S', 3_200, 'Blu-ray disc'),
    ],
    about: [
      'Every league, every club: Career Mode, Ultimate Team and Rush.',
      'كل الدوريات وكل الأندية: وضع المسيرة وUltimate Team وRush.',
    ],
    curated: 3,
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Ghost of Yōtei',
    nameAr: 'لعبة Ghost of Yōtei',
    type: 'Games',
    specs: { platform: 'PlayStation 5', storage: 'Blu-ray disc', warranty: DISC },
    variants: [on('PS5', 3_500, 'Blu-ray disc')],
    about: [
      'Atsu’s journey of revenge across 1600s Ezo, from Sucker Punch.',
      'رحلة انتقام أتسو عبر جزيرة إيزو في القرن السابع عشر، من استوديو Sucker Punch.',
    ],
  }),
  family('Gaming', {
    brand: 'Nintendo',
    name: 'Mario Kart World',
    nameAr: 'لعبة Mario Kart World',
    type: 'Games',
    specs: { platform: 'Nintendo Switch 2', storage: 'Game card', warranty: DISC },
    variants: [on('Switch 2', 3_800, 'Game card')],
    about: [
      '24-racer Grand Prix and open-world Free Roam on Switch 2.',
      'سباقات Grand Prix بأربعة وعشرين متسابقًا وعالم مفتوح للتجول على سويتش 2.',
    ],
  }),
  family('Gaming', {
    brand: 'Activision',
    name: 'Call of Duty: Black Ops 7',
    nameAr: 'لعبة Call of Duty: Black Ops 7',
    type: 'Games',
    specs: { platform: 'PlayStation 5', storage: 'Blu-ray disc', warranty: DISC },
    variants: [on('PS5', 3_600, 'Blu-ray disc'), on('PS4', 3_000, 'Blu-ray disc')],
    about: [
      'A co-op campaign, Multiplayer and Zombies in the near-future Black Ops saga.',
      'حملة تعاونية وأطوار Multiplayer وZombies في سلسلة Black Ops بالمستقبل القريب.',
    ],
  }),
  family('Gaming', {
    brand: 'EA',
    name: 'Battlefield 6',
    nameAr: 'لعبة Battlefield 6',
    type: 'Games',
    specs: { platform: 'PlayStation 5', storage: 'Blu-ray disc', warranty: DISC },
    variants: [on('PS5', 3_400, 'Blu-ray disc'), on('Xbox Series X|S', 3_400, 'Blu-ray disc')],
    about: [
      'All-out warfare with destruction and 64-player Conquest.',
      'حرب شاملة مع دمار واسع وطور Conquest لأربعة وستين لاعبًا.',
    ],
  }),
  family('Gaming', {
    brand: 'Nintendo',
    name: 'Donkey Kong Bananza',
    nameAr: 'لعبة Donkey Kong Bananza',
    type: 'Games',
    specs: { platform: 'Nintendo Switch 2', storage: 'Game card', warranty: DISC },
    variants: [on('Switch 2', 3_500, 'Game card')],
    about: [
      'Smash through everything in a fully destructible 3D platformer.',
      'حطّم كل شيء في لعبة منصات ثلاثية الأبعاد قابلة للتدمير بالكامل.',
    ],
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'Death Stranding 2: On the Beach',
    nameAr: 'لعبة Death Stranding 2: On the Beach',
    type: 'Games',
    specs: { platform: 'PlayStation 5', storage: 'Blu-ray disc', warranty: DISC },
    variants: [on('PS5', 3_200, 'Blu-ray disc')],
    about: [
      'Hideo Kojima’s journey to reconnect the world, beyond the UCA.',
      'رحلة هيديو كوجيما لإعادة وصل العالم إلى ما بعد حدود UCA.',
    ],
  }),
  family('Gaming', {
    brand: 'Sony',
    name: 'PlayStation Plus 12 Months (Egypt account)',
    nameAr: 'اشتراك بلايستيشن بلس 12 شهرًا (حساب مصري)',
    type: 'Accounts',
    specs: { platform: 'PlayStation 5, PlayStation 4', storage: 'Digital code', warranty: DIGITAL },
    variants: [
      ['Essential', 'Essential', 2_600],
      ['Extra', 'Extra', 4_200],
      ['Premium', 'Premium', 5_000],
    ],
    about: [
      'Online play, monthly games and cloud saves for Egyptian PSN accounts.',
      'اللعب عبر الإنترنت وألعاب شهرية وحفظ سحابي لحسابات PSN المصرية.',
    ],
    curated: 3,
  }),
  family('Gaming', {
    brand: 'Microsoft',
    name: 'Xbox Game Pass Ultimate',
    nameAr: 'اشتراك إكس بوكس جيم باس ألتيميت',
    type: 'Accounts',
    specs: { platform: 'Xbox Series X|S, PC, cloud', storage: 'Digital code', warranty: DIGITAL },
    variants: [
      ['1 Month', 'شهر واحد', 1_500],
      ['3 Months', '3 أشهر', 4_200],
    ],
    about: [
      'Hundreds of games, day-one releases, EA Play and cloud gaming.',
      'مئات الألعاب وإصدارات يوم الإطلاق واشتراك EA Play واللعب السحابي.',
    ],
  }),
  family('Gaming', {
    brand: 'Nintendo',
    name: 'Nintendo Switch Online 12 Months',
    nameAr: 'اشتراك نينتندو سويتش أونلاين 12 شهرًا',
    type: 'Accounts',
    specs: { platform: 'Nintendo Switch 2, Nintendo Switch', storage: 'Digital code', warranty: DIGITAL },
    variants: [
      ['Individual', 'فردي', 1_200],
      ['+ Expansion Pack', 'مع حزمة التوسعة', 2_500],
    ],
    about: [
      'Online play, cloud saves and a library of classic NES, SNES and GameCube games.',
      'اللعب عبر الإنترنت والحفظ السحابي ومكتبة من ألعاب NES وSNES وGameCube الكلاسيكية.',
    ],
  }),
  family('Gaming', {
    brand: 'EA',
    name: 'EA Sports FC 26 Points',
    nameAr: 'نقاط EA Sports FC 26',
    type: 'Accounts',
    specs: { platform: 'PlayStation 5, Xbox Series X|S', storage: 'Digital code', warranty: DIGITAL },
    variants: [
      ['1050 FC Points', '1050 نقطة', 600],
      ['2800 FC Points', '2800 نقطة', 1_500],
      ['5900 FC Points', '5900 نقطة', 3_000],
    ],
    about: [
      'Points for Ultimate Team packs, delivered to your account.',
      'نقاط لحزم Ultimate Team تصل إلى حسابك.',
    ],
  }),
  family('Gaming', {
    brand: 'dbrand',
    name: 'dbrand Darkplates 2.0 for PS5 Slim',
    nameAr: 'أغطية dbrand Darkplates 2.0 لجهاز PS5 سليم',
    type: 'Skin',
    specs: { platform: 'PlayStation 5 Slim', storage: NA, warranty: SKIN_WARRANTY },
    variants: [
      ['Disc Edition', 'إصدار الأقراص', 3_500],
      ['Digital Edition', 'الإصدار الرقمي', 3_300],
    ],
    colors: [
      ['Matte Black', 'أسود مطفي'],
      ['Camo', 'مموه'],
    ],
    about: ['Replacement console plates with improved airflow.', 'ألواح بديلة للجهاز بتهوية أفضل.'],
  }),
  family('Gaming', {
    brand: 'dbrand',
    name: 'dbrand DualSense Controller Skin',
    nameAr: 'ملصق dbrand لذراع DualSense',
    type: 'Skin',
    specs: { platform: 'DualSense controller', storage: NA, warranty: SKIN_WARRANTY },
    variants: one(1_200),
    colors: [
      ['Black Camo', 'مموه أسود'],
      ['Dragon Scale', 'حراشف التنين'],
      ['Teardown', 'شفاف داخلي'],
    ],
    about: [
      'Precision-cut 3M vinyl that adds grip without bulk.',
      'فينيل 3M مقصوص بدقة يزيد الثبات دون أن يزيد الحجم.',
    ],
  }),
  family('Gaming', {
    brand: 'PlayVital',
    name: 'PlayVital Silicone Skin for DualSense',
    nameAr: 'غطاء سيليكون PlayVital لذراع DualSense',
    type: 'Skin',
    specs: { platform: 'DualSense controller', storage: NA, warranty: SKIN_WARRANTY },
    variants: one(700),
    colors: [BLACK, ['Red', 'أحمر'], ['Camo Green', 'أخضر مموه']],
    about: [
      'Anti-slip silicone cover with thumb grips in the box.',
      'غطاء سيليكون مانع للانزلاق مع مقابض للإبهام في العلبة.',
    ],
  }),
  family('Gaming', {
    brand: 'PlayVital',
    name: 'PlayVital Skin Decal for Nintendo Switch 2',
    nameAr: 'ملصق PlayVital لجهاز نينتندو سويتش 2',
    type: 'Skin',
    specs: { platform: 'Nintendo Switch 2 and Joy-Con 2', storage: NA, warranty: SKIN_WARRANTY },
    variants: one(800),
    colors: [
      ['Retro Gray', 'رمادي كلاسيكي'],
      ['Galaxy', 'مجرة'],
    ],
    about: [
      'Scratch-resistant vinyl decals for the console, dock and Joy-Con 2.',
      'ملصقات فينيل مقاومة للخدش للجهاز والقاعدة وأذرع Joy-Con 2.',
    ],
  }),
  family('Gaming', {
    brand: 'dbrand',
    name: 'dbrand Xbox Series X Skin',
    nameAr: 'ملصق dbrand لجهاز إكس بوكس سيريس X',
    type: 'Skin',
    specs: { platform: 'Xbox Series X', storage: NA, warranty: SKIN_WARRANTY },
    variants: one(2_500),
    colors: [
      ['Carbon Fiber', 'ألياف كربونية'],
      ['Robot Camo', 'مموه روبوت'],
    ],
    about: ['A full-coverage skin for the Series X tower.', 'ملصق يغطي برج Series X بالكامل.'],
  }),
];

// True-wireless earbuds (audioType InEar).

import { BLACK, BLUE, type Family, family, GRAPHITE, SILVER, WHITE } from './family.js';

const LOCAL = '1 year local warranty';
const APPLE_WARRANTY = '1 year Apple warranty';
const ANC = 'Active noise cancelling';
const one = (price: number) => [['', '', price]] as const;

export const EARBUD_FAMILIES: readonly Family[] = [
  family('Audio', {
    brand: 'Apple',
    name: 'Apple AirPods Pro 3',
    nameAr: 'سماعة أبل إيربودز برو 3',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.3, H2 chip, USB-C case',
      features: `${ANC}, heart-rate sensing, Live Translation, IP57`,
      warranty: APPLE_WARRANTY,
    },
    variants: one(14_500),
    colors: [WHITE],
    about: [
      'Twice the noise cancelling of the original Pro, with heart-rate sensing for workouts.',
      'ضعف عزل الضوضاء مقارنة بالجيل الأول من Pro، مع قياس نبض القلب أثناء التمارين.',
    ],
    curated: 2,
  }),
  family('Audio', {
    brand: 'Apple',
    name: 'Apple AirPods 4',
    nameAr: 'سماعة أبل إيربودز 4',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.3, H2 chip, USB-C case',
      features: 'Open-ear design, personalised spatial audio, IP54',
      warranty: APPLE_WARRANTY,
    },
    variants: [
      ['', '', 8_000],
      [
        'with Active Noise Cancellation',
        'مع عزل نشط للضوضاء',
        10_000,
        { features: `${ANC}, wireless charging case, IP54` },
      ],
    ],
    colors: [WHITE],
    about: [
      'A redesigned open-ear fit with voice isolation and USB-C.',
      'تصميم جديد مفتوح للأذن مع عزل الصوت أثناء المكالمات ومنفذ USB-C.',
    ],
  }),
  family('Audio', {
    brand: 'Sony',
    name: 'Sony WF-1000XM5 Noise Cancelling Earbuds',
    nameAr: 'سماعة سوني WF-1000XM5 العازلة للضوضاء',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.3, LDAC, multipoint',
      features: `${ANC}, Hi-Res Audio Wireless, 24 h with case`,
      warranty: LOCAL,
    },
    variants: one(14_000),
    colors: [BLACK, SILVER],
    about: [
      'Small, light earbuds with Sony’s best in-ear noise cancelling.',
      'سماعات صغيرة وخفيفة بأفضل عزل للضوضاء من سوني داخل الأذن.',
    ],
  }),
  family('Audio', {
    brand: 'Samsung',
    name: 'Samsung Galaxy Buds3 Pro',
    nameAr: 'سماعة سامسونج جالاكسي بادز 3 برو',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.4, Samsung Seamless Codec',
      features: `${ANC}, 24-bit Hi-Fi, interpreter mode, IP57`,
      warranty: LOCAL,
    },
    variants: one(10_000),
    colors: [SILVER, WHITE],
    about: [
      'Blade-light design, 24-bit Hi-Fi sound and Galaxy AI live translation.',
      'تصميم بإضاءة شفرية وصوت Hi-Fi بدقة 24 بت وترجمة فورية بميزات Galaxy AI.',
    ],
    curated: 2,
  }),
  family('Audio', {
    brand: 'Samsung',
    name: 'Samsung Galaxy Buds FE',
    nameAr: 'سماعة سامسونج جالاكسي بادز FE',
    type: 'InEar',
    specs: { connectivity: 'Bluetooth 5.2', features: `${ANC}, wing tips, 30 h with case`, warranty: LOCAL },
    variants: one(3_500),
    colors: [GRAPHITE, WHITE],
    about: [
      'Comfortable wing-tip earbuds with noise cancelling for less.',
      'سماعات مريحة بأطراف مجنحة وعزل للضوضاء بسعر أقل.',
    ],
  }),
  family('Audio', {
    brand: 'Xiaomi',
    name: 'Xiaomi Redmi Buds 6',
    nameAr: 'سماعة شاومي ريدمي بادز 6',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.4, dual-device connection',
      features: 'Dual drivers, 49 dB ANC, 42 h with case',
      warranty: LOCAL,
    },
    variants: one(1_800),
    colors: [WHITE, BLACK, ['Purple', 'بنفسجي']],
    about: [
      'Dual-driver sound and strong noise cancelling at a budget price.',
      'صوت بمشغلين مزدوجين وعزل قوي للضوضاء بسعر اقتصادي.',
    ],
    curated: 3,
  }),
  family('Audio', {
    brand: 'Huawei',
    name: 'Huawei FreeBuds 6',
    nameAr: 'سماعة هواوي فري بادز 6',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.2, L2HC 4.0',
      features: 'Open-fit dual drivers, ANC, 36 h with case',
      warranty: LOCAL,
    },
    variants: one(6_000),
    colors: [WHITE, BLACK, ['Purple', 'بنفسجي']],
    about: [
      'An open-fit design with dual drivers and lossless-grade sound.',
      'تصميم مفتوح بمشغلين مزدوجين وصوت بجودة قريبة من الخالية من الفقد.',
    ],
  }),
  family('Audio', {
    brand: 'Anker',
    name: 'Anker Soundcore Liberty 5',
    nameAr: 'سماعة أنكر ساوندكور ليبرتي 5',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.4, LDAC, multipoint',
      features: 'Adaptive ANC 3.0, Dolby Audio, 48 h with case',
      warranty: '18 months Anker warranty',
    },
    variants: one(5_500),
    colors: [BLACK, WHITE, BLUE],
    about: [
      'Adaptive noise cancelling that adjusts to your ears and surroundings.',
      'عزل ضوضاء تكيفي يتأقلم مع أذنيك ومع محيطك.',
    ],
  }),
  family('Audio', {
    brand: 'JBL',
    name: 'JBL Live Beam 3',
    nameAr: 'سماعة جي بي إل لايف بيم 3',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.3 LE Audio, multipoint',
      features: 'Smart charging case with touchscreen, True Adaptive ANC, 48 h',
      warranty: LOCAL,
    },
    variants: one(7_000),
    colors: [BLACK, BLUE, SILVER],
    about: [
      'A touchscreen case controls music, calls and noise cancelling.',
      'علبة شحن بشاشة لمس للتحكم في الموسيقى والمكالمات وعزل الضوضاء.',
    ],
  }),
  family('Audio', {
    brand: 'Bose',
    name: 'Bose QuietComfort Ultra Earbuds (2nd Gen)',
    nameAr: 'سماعة بوز كوايت كومفورت ألترا للأذن (الجيل الثاني)',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.3, aptX Adaptive',
      features: 'CustomTune ANC, Immersive Audio, wireless charging case',
      warranty: LOCAL,
    },
    variants: one(14_000),
    colors: [BLACK, ['White Smoke', 'أبيض دخاني']],
    about: [
      'Bose’s quietest earbuds, tuned to your ears every time you put them in.',
      'أهدأ سماعات بوز، تُضبط على أذنيك في كل مرة ترتديها.',
    ],
  }),
  family('Audio', {
    brand: 'Beats',
    name: 'Beats Powerbeats Pro 2',
    nameAr: 'سماعة بيتس باوربيتس برو 2',
    type: 'InEar',
    specs: {
      connectivity: 'Bluetooth 5.3, H2 chip',
      features: `${ANC}, heart-rate monitoring, ear hooks, IPX4`,
      warranty: LOCAL,
    },
    variants: one(14_000),
    colors: [
      ['Jet Black', 'أسود فاحم'],
      ['Quick Sand', 'رملي'],
      ['Electric Orange', 'برتقالي كهربائي'],
    ],
    about: [
      'Secure ear hooks and heart-rate tracking for serious workouts.',
      'خطافات أذن ثابتة وقياس لنبض القلب للتمارين الجادة.',
    ],
  }),
];

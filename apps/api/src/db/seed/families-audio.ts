// Over-ear headphones (audioType OverEar).

import { BLACK, BLUE, type Family, family, MIDNIGHT, WHITE } from './family.js';

const LOCAL = '1 year local warranty';
const ANC = 'Active noise cancelling';
const one = (price: number) => [['', '', price]] as const;

export const AUDIO_FAMILIES: readonly Family[] = [
  family('Audio', {
    brand: 'Sony',
    name: 'Sony WH-1000XM6 Wireless Noise Cancelling Headphones',
    nameAr: 'سماعة سوني WH-1000XM6 اللاسلكية العازلة للضوضاء',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.3, LDAC, multipoint, 3.5 mm',
      features: `${ANC} with 12 mics, 30 h battery, foldable`,
      warranty: LOCAL,
    },
    variants: one(22_000),
    colors: [BLACK, ['Platinum Silver', 'فضي بلاتيني'], ['Midnight Blue', 'أزرق ليلي']],
    about: [
      'Sony’s best noise cancelling yet, now folding flat into a slimmer case.',
      'أفضل عزل للضوضاء من سوني حتى الآن، وتنطوي الآن في علبة أنحف.',
    ],
    curated: 3,
  }),
  family('Audio', {
    brand: 'Bose',
    name: 'Bose QuietComfort Ultra Headphones (2nd Gen)',
    nameAr: 'سماعة بوز كوايت كومفورت ألترا (الجيل الثاني)',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.3, USB-C audio, 3.5 mm',
      features: `${ANC}, Immersive Audio, 30 h battery`,
      warranty: LOCAL,
    },
    variants: one(22_000),
    colors: [BLACK, ['White Smoke', 'أبيض دخاني'], ['Driftwood Sand', 'رملي']],
    about: [
      'World-class quiet and spatial Immersive Audio with lossless USB-C listening.',
      'هدوء عالمي المستوى وصوت مكاني غامر مع استماع دون فقد عبر USB-C.',
    ],
  }),
  family('Audio', {
    brand: 'Beats',
    name: 'Beats Studio Pro Wireless Headphones',
    nameAr: 'سماعة بيتس ستوديو برو اللاسلكية',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth Class 1, USB-C audio, 3.5 mm',
      features: `${ANC}, Transparency, 40 h battery, spatial audio`,
      warranty: LOCAL,
    },
    variants: one(15_000),
    colors: [BLACK, ['Navy', 'كحلي'], ['Sandstone', 'رملي']],
    about: [
      'Personalised spatial audio and one-touch pairing with iPhone and Android.',
      'صوت مكاني مخصص واقتران بلمسة واحدة مع آيفون وأندرويد.',
    ],
  }),
  family('Audio', {
    brand: 'Beats',
    name: 'Beats Solo 4 Wireless Headphones',
    nameAr: 'سماعة بيتس سولو 4 اللاسلكية',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth Class 1, USB-C audio, 3.5 mm',
      features: '50 h battery, Fast Fuel, lightweight on-ear design',
      warranty: LOCAL,
    },
    variants: one(11_000),
    colors: [
      ['Matte Black', 'أسود مطفي'],
      ['Cloud Pink', 'وردي سحابي'],
      ['Slate Blue', 'أزرق أردوازي'],
    ],
    about: [
      'Up to 50 hours of playback with Beats’ iconic on-ear fit.',
      'تشغيل حتى 50 ساعة مع تصميم بيتس الشهير فوق الأذن.',
    ],
  }),
  family('Audio', {
    brand: 'JBL',
    name: 'JBL Tune 770NC Wireless Headphones',
    nameAr: 'سماعة جي بي إل تيون 770NC اللاسلكية',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.3, multipoint',
      features: 'Adaptive noise cancelling, 70 h battery, JBL Pure Bass',
      warranty: LOCAL,
    },
    variants: one(4_500),
    colors: [BLACK, BLUE, WHITE],
    about: [
      'Pure Bass sound and up to 70 hours of battery at a friendly price.',
      'صوت Pure Bass وبطارية حتى 70 ساعة بسعر مناسب.',
    ],
    curated: 3,
  }),
  family('Audio', {
    brand: 'Anker',
    name: 'Anker Soundcore Life Q30',
    nameAr: 'سماعة أنكر ساوندكور لايف Q30',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.0, NFC, 3.5 mm',
      features: 'Hybrid ANC, 40 h battery, Hi-Res Audio',
      warranty: '18 months Anker warranty',
    },
    variants: one(3_200),
    colors: [BLACK, BLUE, ['Pink', 'وردي']],
    about: [
      'Hybrid noise cancelling and Hi-Res sound for students and commuters.',
      'عزل هجين للضوضاء وصوت عالي الدقة للطلاب والمتنقلين.',
    ],
  }),
  family('Audio', {
    brand: 'Sony',
    name: 'Sony ULT WEAR Wireless Headphones',
    nameAr: 'سماعة سوني ULT WEAR اللاسلكية',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.2, multipoint, 3.5 mm',
      features: `${ANC}, ULT deep-bass button, 30 h battery`,
      warranty: LOCAL,
    },
    variants: one(9_000),
    colors: [BLACK, ['Off White', 'أبيض مطفي']],
    about: ['One press of the ULT button for massive bass.', 'ضغطة واحدة على زر ULT لجهير عميق وقوي.'],
  }),
  family('Audio', {
    brand: 'Apple',
    name: 'Apple AirPods Max (USB-C)',
    nameAr: 'سماعة أبل إيربودز ماكس (USB-C)',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.0, USB-C lossless audio',
      features: `${ANC}, personalised spatial audio, Digital Crown`,
      warranty: '1 year Apple warranty',
    },
    variants: one(32_000),
    colors: [MIDNIGHT, ['Starlight', 'أبيض نجمي'], BLUE, ['Orange', 'برتقالي'], ['Purple', 'بنفسجي']],
    about: [
      'High-fidelity audio and lossless playback over USB-C.',
      'صوت عالي الدقة وتشغيل دون فقد عبر منفذ USB-C.',
    ],
  }),
  family('Audio', {
    brand: 'Bang & Olufsen',
    name: 'Bang & Olufsen Beoplay H95',
    nameAr: 'سماعة بانج آند أولوفسن بيوبلاي H95',
    type: 'OverEar',
    specs: {
      connectivity: 'Bluetooth 5.1, USB-C, 3.5 mm',
      features: 'Adaptive ANC, aluminium dial, lambskin cushions, 38 h battery',
      warranty: '2 years local warranty',
    },
    variants: one(45_000),
    colors: [BLACK, ['Gold Tone', 'ذهبي']],
    about: [
      'Flagship luxury headphones in aluminium and lambskin.',
      'سماعات فاخرة رائدة مصنوعة من الألومنيوم وجلد الحمل.',
    ],
  }),
];

// Infinix and Huawei phones, 2025–2026 line-ups.

import { BLACK, type Color, device, type Family, GOLD, GREEN, WHITE } from './family.js';

const XOS = 'Android 15, XOS 15';
const HARMONY = 'EMUI 15 (HarmonyOS compatible, Huawei AppGallery)';
const TITAN_GRAY: Color = ['Titanium Gray', 'رمادي تيتانيوم'];

export const INFINIX_HUAWEI_PHONE_FAMILIES: readonly Family[] = [
  device({
    brand: 'Infinix',
    name: 'Infinix Note 50 Pro',
    nameAr: 'إنفينكس نوت 50 برو',
    mem: [
      [8, 256, 14_000],
      [12, 256, 15_000],
    ],
    colors: [TITAN_GRAY, ['Enchanted Purple', 'بنفسجي ساحر']],
    screen: '6.78" FHD+ AMOLED, 144Hz',
    cams: ['50MP + 8MP Ultra Wide', '32MP'],
    chip: 'MediaTek Helio G100 Ultimate',
    os: XOS,
    battery: '5200 mAh',
    about: [
      'A metal-framed Note with JBL-tuned speakers, wireless charging and 90W wired charging.',
      'هاتف Note بإطار معدني وسماعات بضبط من JBL وشحن لاسلكي وشحن سلكي بقدرة 90 واط.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Infinix',
    name: 'Infinix Hot 60',
    nameAr: 'إنفينكس هوت 60',
    mem: [
      [8, 256, 8_500],
      [8, 128, 7_800],
    ],
    colors: [BLACK, ['Tundra Green', 'أخضر تندرا'], ['Sleek Blue', 'أزرق أنيق']],
    screen: '6.78" HD+ LCD, 120Hz',
    cams: ['50MP', '8MP'],
    chip: 'MediaTek Helio G81 Ultimate',
    os: XOS,
    battery: '5160 mAh',
    about: [
      'A bright 120Hz screen, stereo speakers and a long-lasting battery at a budget price.',
      'شاشة ساطعة بتردد 120 هرتز وسماعات ستيريو وبطارية تدوم طويلًا بسعر اقتصادي.',
    ],
  }),
  device({
    brand: 'Infinix',
    name: 'Infinix GT 30 Pro',
    nameAr: 'إنفينكس GT 30 برو',
    mem: [
      [12, 256, 16_000],
      [12, 512, 18_000],
    ],
    colors: [
      ['Dark Flare', 'أسود متوهج'],
      ['Blade White', 'أبيض حاد'],
    ],
    screen: '6.78" 1.5K AMOLED, 144Hz',
    cams: ['108MP + 8MP Ultra Wide', '13MP'],
    chip: 'MediaTek Dimensity 8350 Ultimate',
    os: XOS,
    battery: '5500 mAh',
    about: [
      'A gaming phone with shoulder triggers, RGB mecha lights and a cooling vapour chamber.',
      'هاتف للألعاب بأزرار كتف وإضاءة RGB وغرفة بخار للتبريد.',
    ],
  }),
  device({
    brand: 'Infinix',
    name: 'Infinix Smart 10',
    nameAr: 'إنفينكس سمارت 10',
    mem: [
      [4, 128, 5_000],
      [4, 64, 4_400],
    ],
    colors: [
      ['Iris Blue', 'أزرق زنبقي'],
      ['Titanium Silver', 'فضي تيتانيوم'],
    ],
    screen: '6.67" HD+ LCD, 120Hz',
    cams: ['8MP', '8MP'],
    chip: 'Unisoc T7250',
    os: 'Android 15 (Go edition), XOS 15',
    battery: '5000 mAh',
    about: [
      'An entry-level phone with a 120Hz screen, IP64 and a dependable 5000 mAh battery.',
      'هاتف للمبتدئين بشاشة 120 هرتز ومقاومة IP64 وبطارية موثوقة بسعة 5000 مللي أمبير.',
    ],
  }),
  device({
    brand: 'Huawei',
    name: 'Huawei Pura 80 Pro',
    nameAr: 'هواوي بورا 80 برو',
    mem: [[12, 512, 55_000]],
    colors: [BLACK, GOLD, WHITE],
    screen: '6.8" LTPO OLED, 120Hz',
    cams: ['50MP 1-inch + 40MP Ultra Wide + 48MP 4x Telephoto', '13MP'],
    chip: 'Kirin 9020',
    os: HARMONY,
    battery: '5170 mAh',
    about: [
      'A 1-inch main sensor with variable aperture and XMAGE colour science.',
      'مستشعر رئيسي بحجم 1 بوصة بفتحة عدسة متغيرة وألوان XMAGE.',
    ],
  }),
  device({
    brand: 'Huawei',
    name: 'Huawei nova 14',
    nameAr: 'هواوي نوفا 14',
    mem: [
      [12, 256, 22_000],
      [12, 512, 25_000],
    ],
    colors: [BLACK, GREEN, WHITE],
    screen: '6.7" FHD+ OLED, 120Hz',
    cams: ['50MP + 8MP Ultra Wide', '50MP'],
    chip: 'Kirin 8020',
    os: HARMONY,
    battery: '5000 mAh',
    about: [
      'A style-first phone with a 50MP selfie camera and 100W SuperCharge.',
      'هاتف أنيق بكاميرا أمامية 50 ميجابكسل وشحن SuperCharge بقدرة 100 واط.',
    ],
  }),
];

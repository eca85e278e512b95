// Xiaomi/Redmi/Poco, Oppo, Realme and Honor phones, 2025–2026 line-ups.

import { BLACK, BLUE, type Color, device, type Family, GRAY, GREEN, PURPLE, SILVER } from './family.js';

const HYPER_OS = 'Android 15, Xiaomi HyperOS 2';
const COLOR_OS = 'Android 15, ColorOS 15';
const REALME_UI = 'Android 15, Realme UI 6';
const MAGIC_OS = 'Android 15, MagicOS 9';
const ROSE_GOLD: Color = ['Rose Gold', 'ذهبي وردي'];
const PEARL_WHITE: Color = ['Pearl White', 'أبيض لؤلؤي'];
const FOREST_GREEN: Color = ['Forest Green', 'أخضر غابي'];
const MIDNIGHT_BLACK: Color = ['Midnight Black', 'أسود ليلي'];

export const PHONE_MORE_FAMILIES: readonly Family[] = [
  device({
    brand: 'Xiaomi',
    name: 'Xiaomi 15T',
    nameAr: 'شاومي 15T',
    mem: [
      [12, 256, 27_000],
      [12, 512, 30_000],
    ],
    colors: [BLACK, GRAY, ROSE_GOLD],
    screen: '6.83" 1.5K AMOLED, 144Hz',
    cams: ['50MP Leica + 50MP 2x + 12MP Ultra Wide', '32MP'],
    chip: 'MediaTek Dimensity 8400-Ultra',
    os: HYPER_OS,
    battery: '5500 mAh',
    about: [
      'Leica-tuned triple camera, a 144Hz display and 67W HyperCharge.',
      'كاميرا ثلاثية بضبط من لايكا وشاشة 144 هرتز وشحن HyperCharge بقدرة 67 واط.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Xiaomi',
    name: 'Xiaomi Redmi Note 15 Pro 5G',
    nameAr: 'شاومي ريدمي نوت 15 برو 5G',
    mem: [
      [8, 256, 17_500],
      [12, 512, 20_500],
    ],
    colors: [BLACK, BLUE, PURPLE],
    screen: '6.83" 1.5K AMOLED, 120Hz',
    cams: ['200MP + 8MP Ultra Wide', '20MP'],
    chip: 'MediaTek Dimensity 7400-Ultra',
    os: HYPER_OS,
    battery: '6580 mAh',
    about: [
      'A 200MP camera, a huge silicon-carbon battery and IP68/IP69 water resistance.',
      'كاميرا 200 ميجابكسل وبطارية ضخمة من السيليكون والكربون ومقاومة للماء بمعيار IP68/IP69.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Xiaomi',
    name: 'Xiaomi Redmi 15C',
    nameAr: 'شاومي ريدمي 15C',
    mem: [
      [4, 128, 7_000],
      [8, 256, 8_500],
    ],
    colors: [BLACK, GREEN, ['Moonlight Blue', 'أزرق قمري']],
    screen: '6.9" HD+ LCD, 120Hz',
    cams: ['50MP', '8MP'],
    chip: 'MediaTek Helio G81-Ultra',
    os: HYPER_OS,
    battery: '6000 mAh',
    about: [
      'A big 6.9-inch screen and a 6000 mAh battery for two days of everyday use.',
      'شاشة كبيرة بمقاس 6.9 بوصة وبطارية 6000 مللي أمبير تكفي يومين من الاستخدام اليومي.',
    ],
    curated: 3,
  }),
  device({
    brand: 'Xiaomi',
    name: 'Xiaomi Poco X7 5G',
    nameAr: 'شاومي بوكو X7 5G',
    mem: [
      [8, 256, 15_000],
      [12, 512, 17_500],
    ],
    colors: [BLACK, SILVER, GREEN],
    screen: '6.67" 1.5K AMOLED, 120Hz',
    cams: ['50MP + 8MP Ultra Wide + 2MP Macro', '20MP'],
    chip: 'MediaTek Dimensity 7300-Ultra',
    os: HYPER_OS,
    battery: '5500 mAh',
    about: [
      'A performance-first mid-ranger with a curved AMOLED screen and 45W turbo charging.',
      'هاتف متوسط يركز على الأداء، بشاشة AMOLED منحنية وشحن توربيني بقدرة 45 واط.',
    ],
  }),
  device({
    brand: 'Oppo',
    name: 'Oppo Reno14 5G',
    nameAr: 'أوبو رينو 14 5G',
    mem: [
      [12, 256, 26_000],
      [12, 512, 29_000],
    ],
    colors: [FOREST_GREEN, PEARL_WHITE],
    screen: '6.59" FHD+ AMOLED, 120Hz',
    cams: ['50MP + 50MP 3.5x Telephoto + 8MP Ultra Wide', '50MP'],
    chip: 'MediaTek Dimensity 8350',
    os: COLOR_OS,
    battery: '6000 mAh',
    about: [
      'A portrait specialist with a 3.5x telephoto, a 50MP selfie camera and 80W SuperVOOC.',
      'هاتف متخصص في البورتريه بعدسة تقريب 3.5x وكاميرا أمامية 50 ميجابكسل وشحن SuperVOOC بقدرة 80 واط.',
    ],
  }),
  device({
    brand: 'Oppo',
    name: 'Oppo A5 Pro',
    nameAr: 'أوبو A5 برو',
    mem: [
      [8, 256, 12_000],
      [8, 128, 10_800],
    ],
    colors: [
      ['Mocha Brown', 'بني موكا'],
      ['Olive Green', 'أخضر زيتوني'],
    ],
    screen: '6.67" HD+ LCD, 120Hz',
    cams: ['50MP + 2MP', '8MP'],
    chip: 'MediaTek Helio G100',
    os: COLOR_OS,
    battery: '5800 mAh',
    about: [
      'Military-grade toughness with IP69 water resistance and a 5800 mAh battery.',
      'متانة بمعايير عسكرية مع مقاومة للماء IP69 وبطارية 5800 مللي أمبير.',
    ],
  }),
  device({
    brand: 'Realme',
    name: 'Realme 14 Pro 5G',
    nameAr: 'ريلمي 14 برو 5G',
    mem: [
      [8, 256, 18_000],
      [12, 512, 21_000],
    ],
    colors: [PEARL_WHITE, ['Suede Grey', 'رمادي شامواه']],
    screen: '6.77" FHD+ OLED, 120Hz',
    cams: ['50MP Sony IMX882 + 2MP', '32MP'],
    chip: 'MediaTek Dimensity 7300 Energy',
    os: REALME_UI,
    battery: '6000 mAh',
    about: [
      'The Pearl White back changes colour in the cold; IP69 rated with 45W charging.',
      'يتغير لون الظهر الأبيض اللؤلؤي في البرد؛ بمقاومة IP69 وشحن بقدرة 45 واط.',
    ],
  }),
  device({
    brand: 'Realme',
    name: 'Realme C75',
    nameAr: 'ريلمي C75',
    mem: [
      [8, 256, 9_000],
      [8, 128, 8_200],
    ],
    colors: [['Lightning Gold', 'ذهبي برقي'], MIDNIGHT_BLACK],
    screen: '6.72" FHD+ LCD, 90Hz',
    cams: ['50MP', '8MP'],
    chip: 'MediaTek Helio G92 Max',
    os: REALME_UI,
    battery: '6000 mAh',
    about: [
      'A rugged budget phone that survives drops and water, with reverse charging.',
      'هاتف اقتصادي متين يتحمل السقوط والماء، ويدعم الشحن العكسي.',
    ],
  }),
  device({
    brand: 'Honor',
    name: 'Honor 400 5G',
    nameAr: 'هونر 400 5G',
    mem: [
      [12, 256, 25_000],
      [12, 512, 28_000],
    ],
    colors: [
      ['Midnight Black', 'أسود ليلي'],
      ['Desert Gold', 'ذهبي صحراوي'],
    ],
    screen: '6.55" FHD+ AMOLED, 120Hz',
    cams: ['200MP + 12MP Ultra Wide', '50MP'],
    chip: 'Snapdragon 7 Gen 4',
    os: MAGIC_OS,
    battery: '5300 mAh',
    about: [
      'A 200MP AI camera and a 5000-nit screen in a slim 7.3 mm body.',
      'كاميرا ذكية بدقة 200 ميجابكسل وشاشة بسطوع 5000 شمعة في هيكل نحيف بسمك 7.3 ملم.',
    ],
  }),
  device({
    brand: 'Honor',
    name: 'Honor X9c',
    nameAr: 'هونر X9c',
    mem: [
      [12, 256, 18_000],
      [8, 256, 16_500],
    ],
    colors: [
      ['Titanium Black', 'أسود تيتانيوم'],
      ['Jade Cyan', 'أخضر يشمي'],
    ],
    screen: '6.78" 1.5K curved AMOLED, 120Hz',
    cams: ['108MP + 5MP Ultra Wide', '16MP'],
    chip: 'Snapdragon 6 Gen 1',
    os: MAGIC_OS,
    battery: '6600 mAh',
    about: [
      'Drop-resistant from 2 metres, with a 6600 mAh battery and 66W charging.',
      'يتحمل السقوط من ارتفاع مترين، ببطارية 6600 مللي أمبير وشحن بقدرة 66 واط.',
    ],
  }),
  device({
    brand: 'Honor',
    name: 'Honor Magic V5',
    nameAr: 'هونر ماجيك V5',
    mem: [[16, 512, 85_000]],
    colors: [BLACK, ['Dawn Gold', 'ذهبي فجري'], ['Ivory White', 'أبيض عاجي']],
    screen: '7.95" main + 6.43" cover, LTPO OLED 120Hz',
    cams: ['50MP + 50MP Ultra Wide + 64MP 3x', '20MP + 20MP'],
    chip: 'Snapdragon 8 Elite',
    os: MAGIC_OS,
    battery: '5820 mAh',
    about: [
      'One of the thinnest book-style foldables at 8.8 mm, with a 5820 mAh battery.',
      'من أنحف الهواتف القابلة للطي على هيئة كتاب بسمك 8.8 ملم، مع بطارية 5820 مللي أمبير.',
    ],
  }),
];

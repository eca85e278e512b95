// Professional laptops and MacBooks.

import {
  type Color,
  type Family,
  laptop,
  MIDNIGHT,
  SILVER,
  SKY_BLUE,
  SPACE_BLACK,
  STARLIGHT,
} from './family.js';

const WIN_HOME = 'Windows 11 Home';
const MACOS = 'macOS Tahoe 26';
const APPLE_WARRANTY = '1 year Apple warranty';
const PONDER_BLUE: Color = ['Ponder Blue', 'أزرق داكن'];
const MIDNIGHT_BLACK: Color = ['Midnight Black', 'أسود ليلي'];

export const PRO_LAPTOP_FAMILIES: readonly Family[] = [
  laptop({
    brand: 'Dell',
    name: 'Dell XPS 14 9440',
    nameAr: 'ديل إكس بي إس 14',
    type: 'Professional',
    display: '14.5" 3.2K OLED touch, 120Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core Ultra 7 155H', 16, 512, 'Intel Arc Graphics', 95_000],
      ['Intel Core Ultra 7 155H', 32, 1024, 'NVIDIA GeForce RTX 4050 6GB', 115_000],
    ],
    colors: [
      ['Graphite', 'جرافيتي'],
      ['Platinum', 'بلاتيني'],
    ],
    about: [
      'A CNC-machined aluminium creator laptop with a 3.2K OLED and a seamless glass touchpad.',
      'حاسوب لصناع المحتوى بهيكل ألومنيوم مشغول آليًا وشاشة OLED بدقة 3.2K ولوحة لمس زجاجية.',
    ],
  }),
  laptop({
    brand: 'Asus',
    name: 'Asus Zenbook 14 OLED UX3405CA',
    nameAr: 'أسوس زينبوك 14 OLED',
    type: 'Professional',
    display: '14" 3K OLED, 120Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core Ultra 5 225H', 16, 512, 'Intel Arc Graphics', 50_000],
      ['Intel Core Ultra 7 255H', 32, 1024, 'Intel Arc Graphics', 62_000],
    ],
    colors: [PONDER_BLUE, ['Foggy Silver', 'فضي ضبابي']],
    about: [
      'A 1.2 kg OLED ultrabook with a Copilot+ NPU and up to 18 hours of battery.',
      'حاسوب فائق النحافة بوزن 1.2 كجم وشاشة OLED ووحدة NPU لميزات Copilot+ وبطارية حتى 18 ساعة.',
    ],
    curated: 3,
  }),
  laptop({
    brand: 'Acer',
    name: 'Acer Swift Go 14 SFG14-73',
    nameAr: 'أيسر سويفت جو 14',
    type: 'Professional',
    display: '14" 2.8K OLED, 90Hz',
    os: WIN_HOME,
    cfg: [
      ['Intel Core Ultra 5 125H', 16, 512, 'Intel Arc Graphics', 42_000],
      ['Intel Core Ultra 7 155H', 16, 1024, 'Intel Arc Graphics', 50_000],
    ],
    colors: [['Pure Silver', 'فضي نقي']],
    about: [
      'A thin aluminium laptop with a 2.8K OLED screen and a 1440p webcam for hybrid work.',
      'حاسوب ألومنيوم نحيف بشاشة OLED بدقة 2.8K وكاميرا ويب 1440p للعمل الهجين.',
    ],
  }),
  laptop({
    brand: 'Lenovo',
    name: 'Lenovo Yoga Slim 7i Aura Edition',
    nameAr: 'لينوفو يوجا سليم 7i أورا إيديشن',
    type: 'Professional',
    display: '15.3" 2.8K IPS, 120Hz',
    os: WIN_HOME,
    cfg: [['Intel Core Ultra 7 258V', 32, 1024, 'Intel Arc 140V Graphics', 70_000]],
    colors: [
      ['Luna Grey', 'رمادي قمري'],
      ['Sea Mist', 'أخضر بحري'],
    ],
    about: [
      'Lunar Lake efficiency and 32GB of RAM for creative work on the go.',
      'كفاءة معالجات Lunar Lake وذاكرة 32 جيجابايت للأعمال الإبداعية أثناء التنقل.',
    ],
  }),
  laptop({
    brand: 'MSI',
    name: 'MSI Prestige 14 AI+ Evo',
    nameAr: 'إم إس آي بريستيج 14 AI بلس',
    type: 'Professional',
    display: '14" 2.8K OLED, 120Hz',
    os: WIN_HOME,
    cfg: [['Intel Core Ultra 7 258V', 32, 1024, 'Intel Arc 140V Graphics', 65_000]],
    colors: [['Stellar Gray', 'رمادي نجمي']],
    about: [
      'An Evo-certified magnesium laptop under 1 kg with a 2.8K OLED screen.',
      'حاسوب من المغنيسيوم بشهادة Evo ووزن أقل من كيلوجرام وشاشة OLED بدقة 2.8K.',
    ],
  }),
  laptop({
    brand: 'Apple',
    name: 'Apple MacBook Air 13-inch (M4)',
    nameAr: 'أبل ماك بوك إير 13 بوصة (M4)',
    type: 'MacBook',
    display: '13.6" Liquid Retina',
    os: MACOS,
    warranty: APPLE_WARRANTY,
    cfg: [
      ['Apple M4 10-core CPU', 16, 256, '8-core GPU', 60_000],
      ['Apple M4 10-core CPU', 16, 512, '10-core GPU', 70_000],
      ['Apple M4 10-core CPU', 24, 512, '10-core GPU', 78_000],
    ],
    colors: [SKY_BLUE, MIDNIGHT, STARLIGHT, SILVER],
    about: [
      'Fanless and silent, with the M4 chip, a 12MP Center Stage camera and up to 18 hours of battery.',
      'بدون مراوح وصامت تمامًا، بشريحة M4 وكاميرا Center Stage بدقة 12 ميجابكسل وبطارية حتى 18 ساعة.',
    ],
    curated: 4,
  }),
  laptop({
    brand: 'Apple',
    name: 'Apple MacBook Air 15-inch (M4)',
    nameAr: 'أبل ماك بوك إير 15 بوصة (M4)',
    type: 'MacBook',
    display: '15.3" Liquid Retina',
    os: MACOS,
    warranty: APPLE_WARRANTY,
    cfg: [
      ['Apple M4 10-core CPU', 16, 256, '10-core GPU', 72_000],
      ['Apple M4 10-core CPU', 16, 512, '10-core GPU', 82_000],
    ],
    colors: [SKY_BLUE, MIDNIGHT, STARLIGHT],
    about: [
      'A big 15-inch screen and six speakers in a 1.5 cm thin MacBook Air.',
      'شاشة كبيرة بمقاس 15 بوصة وست سماعات في ماك بوك إير بسمك 1.5 سم.',
    ],
  }),
  laptop({
    brand: 'Apple',
    name: 'Apple MacBook Pro 14-inch (M5)',
    nameAr: 'أبل ماك بوك برو 14 بوصة (M5)',
    type: 'MacBook',
    display: '14.2" Liquid Retina XDR, ProMotion 120Hz',
    os: MACOS,
    warranty: APPLE_WARRANTY,
    cfg: [
      ['Apple M5 10-core CPU', 16, 512, '10-core GPU', 100_000],
      ['Apple M5 10-core CPU', 16, 1024, '10-core GPU', 112_000],
      ['Apple M5 10-core CPU', 24, 1024, '10-core GPU', 122_000],
    ],
    colors: [SPACE_BLACK, SILVER],
    about: [
      'The M5 chip with neural accelerators in every GPU core, and up to 24 hours of battery.',
      'شريحة M5 بمسرعات عصبية في كل نواة رسومية، وبطارية تدوم حتى 24 ساعة.',
    ],
    curated: 3,
  }),
  laptop({
    brand: 'Apple',
    name: 'Apple MacBook Pro 16-inch (M4 Pro)',
    nameAr: 'أبل ماك بوك برو 16 بوصة (M4 Pro)',
    type: 'MacBook',
    display: '16.2" Liquid Retina XDR, ProMotion 120Hz',
    os: MACOS,
    warranty: APPLE_WARRANTY,
    cfg: [
      ['Apple M4 Pro 14-core CPU', 24, 512, '20-core GPU', 150_000],
      ['Apple M4 Max 14-core CPU', 36, 1024, '32-core GPU', 200_000],
    ],
    colors: [SPACE_BLACK, SILVER],
    about: [
      'Thunderbolt 5, a nano-texture display option and pro performance for video and 3D.',
      'منافذ Thunderbolt 5 وخيار شاشة بطبقة نانوية وأداء احترافي للفيديو والتصميم ثلاثي الأبعاد.',
    ],
  }),
  laptop({
    brand: 'HP',
    name: 'HP OmniBook 5 14',
    nameAr: 'إتش بي أومني بوك 5 14',
    type: 'Professional',
    display: '14" 2K OLED',
    os: WIN_HOME,
    cfg: [['Snapdragon X Plus X1P-42-100', 16, 512, 'Qualcomm Adreno GPU', 40_000]],
    colors: [['Glacier Silver', 'فضي جليدي'], MIDNIGHT_BLACK],
    about: [
      'A Copilot+ PC with Snapdragon X and up to 34 hours of video playback.',
      'حاسوب Copilot+ بمعالج Snapdragon X وتشغيل فيديو حتى 34 ساعة.',
    ],
  }),
];

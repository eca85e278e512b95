// Wireless speakers (audioType Wireless).

import { BLACK, BLUE, type Family, family, SILVER } from './family.js';

const LOCAL = '1 year local warranty';
const one = (price: number) => [['', '', price]] as const;

export const SPEAKER_FAMILIES: readonly Family[] = [
  family('Audio', {
    brand: 'JBL',
    name: 'JBL Flip 7 Portable Speaker',
    nameAr: 'مكبر صوت جي بي إل فليب 7 المحمول',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.4, USB-C audio, Auracast',
      features: 'IP68, drop-proof, 14 h battery, AI Sound Boost',
      warranty: LOCAL,
    },
    variants: one(7_000),
    colors: [BLACK, BLUE, ['Red', 'أحمر'], ['Camo', 'مموه']],
    about: [
      'Bold JBL Pro Sound in a drop-proof, waterproof speaker.',
      'صوت JBL Pro القوي في مكبر صوت مقاوم للسقوط والماء.',
    ],
    curated: 3,
  }),
  family('Audio', {
    brand: 'JBL',
    name: 'JBL Charge 6 Portable Speaker',
    nameAr: 'مكبر صوت جي بي إل تشارج 6 المحمول',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.4, USB-C audio, Auracast',
      features: 'IP68, 24 h battery, built-in power bank',
      warranty: LOCAL,
    },
    variants: one(9_500),
    colors: [BLACK, BLUE, ['Red', 'أحمر']],
    about: [
      'A full day of music that can also charge your phone.',
      'يوم كامل من الموسيقى مع إمكانية شحن هاتفك.',
    ],
  }),
  family('Audio', {
    brand: 'JBL',
    name: 'JBL Go 4 Portable Speaker',
    nameAr: 'مكبر صوت جي بي إل جو 4 المحمول',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.3, Auracast',
      features: 'IP67, 7 h battery, Playtime Boost',
      warranty: LOCAL,
    },
    variants: one(2_000),
    colors: [BLACK, BLUE, ['Pink', 'وردي']],
    about: ['A pocket speaker with surprisingly big sound.', 'مكبر صوت بحجم الجيب بصوت أكبر مما تتوقع.'],
  }),
  family('Audio', {
    brand: 'Sony',
    name: 'Sony ULT FIELD 1 Wireless Speaker',
    nameAr: 'مكبر صوت سوني ULT FIELD 1 اللاسلكي',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.3',
      features: 'IP67, shockproof, 12 h battery, ULT deep bass',
      warranty: LOCAL,
    },
    variants: one(5_500),
    colors: [BLACK, ['Off White', 'أبيض مطفي'], ['Forest Gray', 'رمادي غابي']],
    about: [
      'A rugged speaker with a detachable strap for beach and camping trips.',
      'مكبر صوت متين بحزام قابل للفصل لرحلات الشاطئ والتخييم.',
    ],
  }),
  family('Audio', {
    brand: 'Bose',
    name: 'Bose SoundLink Flex (2nd Gen)',
    nameAr: 'مكبر صوت بوز ساوند لينك فليكس (الجيل الثاني)',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.3, Google Fast Pair',
      features: 'IP67, floats in water, 12 h battery',
      warranty: LOCAL,
    },
    variants: one(7_500),
    colors: [BLACK, ['Blue Dusk', 'أزرق غسقي'], ['Alpine Sage', 'أخضر مريمي']],
    about: ['Clear Bose sound in a speaker that floats.', 'صوت بوز النقي في مكبر صوت يطفو على الماء.'],
  }),
  family('Audio', {
    brand: 'Beats',
    name: 'Beats Pill Wireless Speaker',
    nameAr: 'مكبر صوت بيتس بيل اللاسلكي',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth Class 1, USB-C lossless audio',
      features: 'IP67, 24 h battery, speakerphone',
      warranty: LOCAL,
    },
    variants: one(8_500),
    colors: [
      ['Matte Black', 'أسود مطفي'],
      ['Statement Red', 'أحمر لافت'],
      ['Champagne Gold', 'ذهبي شمباني'],
    ],
    about: [
      'The iconic Pill, rebuilt with USB-C lossless audio and 24-hour battery.',
      'مكبر Pill الشهير بتصميم جديد مع صوت دون فقد عبر USB-C وبطارية 24 ساعة.',
    ],
  }),
  family('Audio', {
    brand: 'Anker',
    name: 'Anker Soundcore Motion 300',
    nameAr: 'مكبر صوت أنكر ساوندكور موشن 300',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.3, LDAC',
      features: 'Hi-Res wireless audio, IPX7, 13 h battery',
      warranty: '18 months Anker warranty',
    },
    variants: one(4_000),
    colors: [BLACK, ['Frost Blue', 'أزرق ثلجي']],
    about: [
      'Hi-Res wireless audio with LDAC in a compact speaker.',
      'صوت لاسلكي عالي الدقة بتقنية LDAC في مكبر صوت صغير.',
    ],
  }),
  family('Audio', {
    brand: 'Bang & Olufsen',
    name: 'Bang & Olufsen Beosound A1 (2nd Gen)',
    nameAr: 'مكبر صوت بانج آند أولوفسن بيوساوند A1 (الجيل الثاني)',
    type: 'Wireless',
    specs: {
      connectivity: 'Bluetooth 5.1, aptX Adaptive',
      features: 'IP67, Alexa built-in, 18 h battery, aluminium body',
      warranty: '2 years local warranty',
    },
    variants: one(15_000),
    colors: [['Grey Mist', 'رمادي ضبابي'], SILVER],
    about: [
      'A palm-sized aluminium speaker with room-filling 360° sound.',
      'مكبر صوت من الألومنيوم بحجم الكف بصوت 360 درجة يملأ الغرفة.',
    ],
  }),
];

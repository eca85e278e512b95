import type { Language } from './taxonomy.js';

// Egyptian shoppers and couriers place an address by governorate and area (a city, a district or
// a markaz), not by postal code. The 27 governorates and their main areas, in both languages.
// Ids are stable slugs: saved addresses, orders and the delivery-zones table refer to them, so an
// id is never renamed or reused; a name may be corrected freely.

export type LocalizedName = Readonly<Record<Language, string>>;

/** The delivery regions the default fees are drawn by (see DEFAULT_DELIVERY_ZONES). */
export const DELIVERY_REGIONS = [
  'metro',
  'near',
  'delta-canal',
  'upper-north',
  'upper-south',
  'frontier',
] as const;
export type DeliveryRegion = (typeof DELIVERY_REGIONS)[number];

export interface Area {
  id: string;
  name: LocalizedName;
}

export interface Governorate {
  id: string;
  name: LocalizedName;
  region: DeliveryRegion;
  areas: readonly Area[];
}

type AreaRow = readonly [id: string, en: string, ar: string];

function governorate(
  id: string,
  en: string,
  ar: string,
  region: DeliveryRegion,
  areas: readonly AreaRow[],
): Governorate {
  return {
    id,
    name: { en, ar },
    region,
    areas: areas.map(([areaId, areaEn, areaAr]) => ({ id: areaId, name: { en: areaEn, ar: areaAr } })),
  };
}

export const GOVERNORATES: readonly Governorate[] = [
  governorate('cairo', 'Cairo', 'القاهرة', 'metro', [
    ['nasr-city', 'Nasr City', 'مدينة نصر'],
    ['heliopolis', 'Heliopolis', 'مصر الجديدة'],
    ['maadi', 'Maadi', 'المعادي'],
    ['new-cairo', 'New Cairo', 'القاهرة الجديدة'],
    ['downtown', 'Downtown', 'وسط البلد'],
    ['zamalek', 'Zamalek', 'الزمالك'],
    ['shubra', 'Shubra', 'شبرا'],
    ['garden-city', 'Garden City', 'جاردن سيتي'],
    ['abbassia', 'Abbassia', 'العباسية'],
    ['sayeda-zeinab', 'El Sayeda Zeinab', 'السيدة زينب'],
    ['mokattam', 'Mokattam', 'المقطم'],
    ['ain-shams', 'Ain Shams', 'عين شمس'],
    ['el-marg', 'El Marg', 'المرج'],
    ['helwan', 'Helwan', 'حلوان'],
    ['15th-of-may', '15th of May', 'مدينة 15 مايو'],
    ['el-rehab', 'El Rehab', 'الرحاب'],
    ['madinaty', 'Madinaty', 'مدينتي'],
    ['el-shorouk', 'El Shorouk', 'الشروق'],
    ['new-capital', 'New Administrative Capital', 'العاصمة الإدارية الجديدة'],
  ]),
  governorate('giza', 'Giza', 'الجيزة', 'metro', [
    ['dokki', 'Dokki', 'الدقي'],
    ['mohandessin', 'Mohandessin', 'المهندسين'],
    ['agouza', 'Agouza', 'العجوزة'],
    ['haram', 'Haram', 'الهرم'],
    ['faisal', 'Faisal', 'فيصل'],
    ['giza-square', 'Giza Square', 'ميدان الجيزة'],
    ['omraneya', 'Omraneya', 'العمرانية'],
    ['imbaba', 'Imbaba', 'إمبابة'],
    ['el-warraq', 'El Warraq', 'الوراق'],
    ['bulaq-el-dakrour', 'Bulaq El Dakrour', 'بولاق الدكرور'],
    ['6th-of-october', '6th of October', 'السادس من أكتوبر'],
    ['sheikh-zayed', 'Sheikh Zayed', 'الشيخ زايد'],
    ['hadayek-el-ahram', 'Hadayek El Ahram', 'حدائق الأهرام'],
    ['el-badrashin', 'El Badrashin', 'البدرشين'],
    ['el-hawamdeya', 'El Hawamdeya', 'الحوامدية'],
    ['el-ayyat', 'El Ayyat', 'العياط'],
    ['el-saff', 'El Saff', 'الصف'],
  ]),
  governorate('alexandria', 'Alexandria', 'الإسكندرية', 'near', [
    ['smouha', 'Smouha', 'سموحة'],
    ['sidi-gaber', 'Sidi Gaber', 'سيدي جابر'],
    ['sporting', 'Sporting', 'سبورتنج'],
    ['stanley', 'Stanley', 'ستانلي'],
    ['gleem', 'Gleem', 'جليم'],
    ['raml-station', 'Raml Station', 'محطة الرمل'],
    ['el-mansheya', 'El Mansheya', 'المنشية'],
    ['moharram-bek', 'Moharram Bek', 'محرم بك'],
    ['sidi-bishr', 'Sidi Bishr', 'سيدي بشر'],
    ['miami', 'Miami', 'ميامي'],
    ['el-montaza', 'El Montaza', 'المنتزه'],
    ['el-agami', 'El Agami', 'العجمي'],
    ['el-amreya', 'El Amreya', 'العامرية'],
    ['borg-el-arab', 'Borg El Arab', 'برج العرب'],
  ]),
  governorate('qalyubia', 'Qalyubia', 'القليوبية', 'near', [
    ['banha', 'Banha', 'بنها'],
    ['shubra-el-kheima', 'Shubra El Kheima', 'شبرا الخيمة'],
    ['qalyub', 'Qalyub', 'قليوب'],
    ['el-obour', 'El Obour', 'العبور'],
    ['el-khanka', 'El Khanka', 'الخانكة'],
    ['el-qanater-el-khayreya', 'El Qanater El Khayreya', 'القناطر الخيرية'],
    ['shibin-el-qanater', 'Shibin El Qanater', 'شبين القناطر'],
    ['qaha', 'Qaha', 'قها'],
    ['toukh', 'Toukh', 'طوخ'],
    ['kafr-shukr', 'Kafr Shukr', 'كفر شكر'],
  ]),
  governorate('sharqia', 'Sharqia', 'الشرقية', 'delta-canal', [
    ['zagazig', 'Zagazig', 'الزقازيق'],
    ['10th-of-ramadan', '10th of Ramadan', 'العاشر من رمضان'],
    ['belbeis', 'Belbeis', 'بلبيس'],
    ['minya-el-qamh', 'Minya El Qamh', 'منيا القمح'],
    ['abu-hammad', 'Abu Hammad', 'أبو حماد'],
    ['abu-kabir', 'Abu Kabir', 'أبو كبير'],
    ['faqous', 'Faqous', 'فاقوس'],
    ['hehya', 'Hehya', 'ههيا'],
    ['kafr-saqr', 'Kafr Saqr', 'كفر صقر'],
    ['el-husseiniya', 'El Husseiniya', 'الحسينية'],
  ]),
  governorate('dakahlia', 'Dakahlia', 'الدقهلية', 'delta-canal', [
    ['mansoura', 'Mansoura', 'المنصورة'],
    ['talkha', 'Talkha', 'طلخا'],
    ['mit-ghamr', 'Mit Ghamr', 'ميت غمر'],
    ['dekernes', 'Dekernes', 'دكرنس'],
    ['aga', 'Aga', 'أجا'],
    ['sherbin', 'Sherbin', 'شربين'],
    ['belqas', 'Belqas', 'بلقاس'],
    ['el-manzala', 'El Manzala', 'المنزلة'],
    ['el-sinbillawin', 'El Sinbillawin', 'السنبلاوين'],
    ['gamasa', 'Gamasa', 'جمصة'],
  ]),
  governorate('gharbia', 'Gharbia', 'الغربية', 'delta-canal', [
    ['tanta', 'Tanta', 'طنطا'],
    ['el-mahalla-el-kubra', 'El Mahalla El Kubra', 'المحلة الكبرى'],
    ['kafr-el-zayat', 'Kafr El Zayat', 'كفر الزيات'],
    ['zefta', 'Zefta', 'زفتى'],
    ['samannoud', 'Samannoud', 'سمنود'],
    ['basyoun', 'Basyoun', 'بسيون'],
    ['qutur', 'Qutur', 'قطور'],
    ['el-santa', 'El Santa', 'السنطة'],
  ]),
  governorate('monufia', 'Monufia', 'المنوفية', 'delta-canal', [
    ['shibin-el-kom', 'Shibin El Kom', 'شبين الكوم'],
    ['menouf', 'Menouf', 'منوف'],
    ['sadat-city', 'Sadat City', 'مدينة السادات'],
    ['ashmoun', 'Ashmoun', 'أشمون'],
    ['quesna', 'Quesna', 'قويسنا'],
    ['berket-el-sab', 'Berket El Sab', 'بركة السبع'],
    ['tala', 'Tala', 'تلا'],
    ['el-bagour', 'El Bagour', 'الباجور'],
    ['sirs-el-layan', 'Sirs El Layan', 'سرس الليان'],
  ]),
  governorate('beheira', 'Beheira', 'البحيرة', 'delta-canal', [
    ['damanhour', 'Damanhour', 'دمنهور'],
    ['kafr-el-dawwar', 'Kafr El Dawwar', 'كفر الدوار'],
    ['rashid', 'Rashid', 'رشيد'],
    ['edku', 'Edku', 'إدكو'],
    ['abu-hummus', 'Abu Hummus', 'أبو حمص'],
    ['kom-hamada', 'Kom Hamada', 'كوم حمادة'],
    ['el-delengat', 'El Delengat', 'الدلنجات'],
    ['itay-el-barud', 'Itay El Barud', 'إيتاي البارود'],
    ['el-mahmoudiyah', 'El Mahmoudiyah', 'المحمودية'],
    ['wadi-el-natrun', 'Wadi El Natrun', 'وادي النطرون'],
  ]),
  governorate('kafr-el-sheikh', 'Kafr El Sheikh', 'كفر الشيخ', 'delta-canal', [
    ['kafr-el-sheikh-city', 'Kafr El Sheikh', 'مدينة كفر الشيخ'],
    ['desouk', 'Desouk', 'دسوق'],
    ['fuwwah', 'Fuwwah', 'فوه'],
    ['baltim', 'Baltim', 'بلطيم'],
    ['sidi-salem', 'Sidi Salem', 'سيدي سالم'],
    ['qallin', 'Qallin', 'قلين'],
    ['el-hamool', 'El Hamool', 'الحامول'],
    ['bila', 'Bila', 'بيلا'],
    ['metoubes', 'Metoubes', 'مطوبس'],
  ]),
  governorate('damietta', 'Damietta', 'دمياط', 'delta-canal', [
    ['damietta-city', 'Damietta', 'مدينة دمياط'],
    ['new-damietta', 'New Damietta', 'دمياط الجديدة'],
    ['ras-el-bar', 'Ras El Bar', 'رأس البر'],
    ['faraskur', 'Faraskur', 'فارسكور'],
    ['kafr-saad', 'Kafr Saad', 'كفر سعد'],
    ['ezbet-el-borg', 'Ezbet El Borg', 'عزبة البرج'],
    ['el-zarqa', 'El Zarqa', 'الزرقا'],
  ]),
  governorate('port-said', 'Port Said', 'بورسعيد', 'delta-canal', [
    ['el-sharq', 'El Sharq', 'حي الشرق'],
    ['el-arab', 'El Arab', 'حي العرب'],
    ['el-manakh', 'El Manakh', 'حي المناخ'],
    ['el-zohour', 'El Zohour', 'حي الزهور'],
    ['el-dawahy', 'El Dawahy', 'حي الضواحي'],
    ['el-ganoub', 'El Ganoub', 'حي الجنوب'],
    ['port-fouad', 'Port Fouad', 'بورفؤاد'],
  ]),
  governorate('ismailia', 'Ismailia', 'الإسماعيلية', 'delta-canal', [
    ['ismailia-city', 'Ismailia', 'مدينة الإسماعيلية'],
    ['fayed', 'Fayed', 'فايد'],
    ['el-qantara-gharb', 'El Qantara Gharb', 'القنطرة غرب'],
    ['el-qantara-sharq', 'El Qantara Sharq', 'القنطرة شرق'],
    ['el-tal-el-kabir', 'El Tal El Kabir', 'التل الكبير'],
    ['abu-suwir', 'Abu Suwir', 'أبو صوير'],
    ['el-qassasin', 'El Qassasin', 'القصاصين'],
  ]),
  governorate('suez', 'Suez', 'السويس', 'delta-canal', [
    ['suez-district', 'Suez', 'حي السويس'],
    ['el-arbaeen', 'El Arbaeen', 'حي الأربعين'],
    ['el-ganayen', 'El Ganayen', 'حي الجناين'],
    ['ataqa', 'Ataqa', 'حي عتاقة'],
    ['faisal-suez', 'Faisal', 'حي فيصل'],
    ['ain-sokhna', 'Ain Sokhna', 'العين السخنة'],
  ]),
  governorate('faiyum', 'Faiyum', 'الفيوم', 'upper-north', [
    ['faiyum-city', 'Faiyum', 'مدينة الفيوم'],
    ['new-faiyum', 'New Faiyum', 'الفيوم الجديدة'],
    ['sinnuris', 'Sinnuris', 'سنورس'],
    ['ibsheway', 'Ibsheway', 'إبشواي'],
    ['itsa', 'Itsa', 'إطسا'],
    ['tamiya', 'Tamiya', 'طامية'],
    ['yousef-el-seddik', 'Yousef El Seddik', 'يوسف الصديق'],
  ]),
  governorate('beni-suef', 'Beni Suef', 'بني سويف', 'upper-north', [
    ['beni-suef-city', 'Beni Suef', 'مدينة بني سويف'],
    ['new-beni-suef', 'New Beni Suef', 'بني سويف الجديدة'],
    ['el-wasta', 'El Wasta', 'الواسطى'],
    ['nasser', 'Nasser', 'ناصر'],
    ['ihnasya', 'Ihnasya', 'إهناسيا'],
    ['biba', 'Biba', 'ببا'],
    ['el-fashn', 'El Fashn', 'الفشن'],
    ['somosta', 'Somosta', 'سمسطا'],
  ]),
  governorate('minya', 'Minya', 'المنيا', 'upper-north', [
    ['minya-city', 'Minya', 'مدينة المنيا'],
    ['new-minya', 'New Minya', 'المنيا الجديدة'],
    ['mallawi', 'Mallawi', 'ملوي'],
    ['samalut', 'Samalut', 'سمالوط'],
    ['maghagha', 'Maghagha', 'مغاغة'],
    ['beni-mazar', 'Beni Mazar', 'بني مزار'],
    ['matay', 'Matay', 'مطاي'],
    ['abu-qurqas', 'Abu Qurqas', 'أبو قرقاص'],
    ['deir-mawas', 'Deir Mawas', 'دير مواس'],
    ['el-edwa', 'El Edwa', 'العدوة'],
  ]),
  governorate('asyut', 'Asyut', 'أسيوط', 'upper-south', [
    ['asyut-city', 'Asyut', 'مدينة أسيوط'],
    ['new-asyut', 'New Asyut', 'أسيوط الجديدة'],
    ['dairut', 'Dairut', 'ديروط'],
    ['manfalut', 'Manfalut', 'منفلوط'],
    ['abnub', 'Abnub', 'أبنوب'],
    ['el-qusiya', 'El Qusiya', 'القوصية'],
    ['abu-tig', 'Abu Tig', 'أبو تيج'],
    ['sahel-selim', 'Sahel Selim', 'ساحل سليم'],
    ['el-badari', 'El Badari', 'البداري'],
  ]),
  governorate('sohag', 'Sohag', 'سوهاج', 'upper-south', [
    ['sohag-city', 'Sohag', 'مدينة سوهاج'],
    ['new-sohag', 'New Sohag', 'سوهاج الجديدة'],
    ['akhmim', 'Akhmim', 'أخميم'],
    ['girga', 'Girga', 'جرجا'],
    ['tahta', 'Tahta', 'طهطا'],
    ['el-maragha', 'El Maragha', 'المراغة'],
    ['el-balyana', 'El Balyana', 'البلينا'],
    ['tima', 'Tima', 'طما'],
    ['el-minshah', 'El Minshah', 'المنشاة'],
    ['dar-el-salam', 'Dar El Salam', 'دار السلام'],
  ]),
  governorate('qena', 'Qena', 'قنا', 'upper-south', [
    ['qena-city', 'Qena', 'مدينة قنا'],
    ['nag-hammadi', 'Nag Hammadi', 'نجع حمادي'],
    ['qus', 'Qus', 'قوص'],
    ['deshna', 'Deshna', 'دشنا'],
    ['abu-tesht', 'Abu Tesht', 'أبو تشت'],
    ['farshut', 'Farshut', 'فرشوط'],
    ['qift', 'Qift', 'قفط'],
    ['naqada', 'Naqada', 'نقادة'],
    ['el-waqf', 'El Waqf', 'الوقف'],
  ]),
  governorate('luxor', 'Luxor', 'الأقصر', 'upper-south', [
    ['luxor-city', 'Luxor', 'مدينة الأقصر'],
    ['new-luxor', 'New Luxor', 'الأقصر الجديدة'],
    ['esna', 'Esna', 'إسنا'],
    ['armant', 'Armant', 'أرمنت'],
    ['el-bayadiya', 'El Bayadiya', 'البياضية'],
    ['el-qurna', 'El Qurna', 'القرنة'],
    ['el-tod', 'El Tod', 'الطود'],
  ]),
  governorate('aswan', 'Aswan', 'أسوان', 'upper-south', [
    ['aswan-city', 'Aswan', 'مدينة أسوان'],
    ['new-aswan', 'New Aswan', 'أسوان الجديدة'],
    ['kom-ombo', 'Kom Ombo', 'كوم أمبو'],
    ['edfu', 'Edfu', 'إدفو'],
    ['daraw', 'Daraw', 'دراو'],
    ['nasr-el-nuba', 'Nasr El Nuba', 'نصر النوبة'],
    ['abu-simbel', 'Abu Simbel', 'أبو سمبل'],
  ]),
  governorate('red-sea', 'Red Sea', 'البحر الأحمر', 'frontier', [
    ['hurghada', 'Hurghada', 'الغردقة'],
    ['el-gouna', 'El Gouna', 'الجونة'],
    ['safaga', 'Safaga', 'سفاجا'],
    ['el-quseir', 'El Quseir', 'القصير'],
    ['marsa-alam', 'Marsa Alam', 'مرسى علم'],
    ['ras-gharib', 'Ras Gharib', 'رأس غارب'],
    ['shalateen', 'Shalateen', 'الشلاتين'],
  ]),
  governorate('new-valley', 'New Valley', 'الوادي الجديد', 'frontier', [
    ['el-kharga', 'El Kharga', 'الخارجة'],
    ['el-dakhla', 'El Dakhla', 'الداخلة'],
    ['el-farafra', 'El Farafra', 'الفرافرة'],
    ['paris', 'Paris', 'باريس'],
    ['balat', 'Balat', 'بلاط'],
  ]),
  governorate('matrouh', 'Matrouh', 'مطروح', 'frontier', [
    ['marsa-matrouh', 'Marsa Matrouh', 'مرسى مطروح'],
    ['el-alamein', 'El Alamein', 'العلمين'],
    ['new-alamein', 'New Alamein', 'العلمين الجديدة'],
    ['el-dabaa', 'El Dabaa', 'الضبعة'],
    ['el-hammam', 'El Hammam', 'الحمام'],
    ['sidi-barrani', 'Sidi Barrani', 'سيدي براني'],
    ['el-salloum', 'El Salloum', 'السلوم'],
    ['siwa', 'Siwa', 'سيوة'],
  ]),
  governorate('north-sinai', 'North Sinai', 'شمال سيناء', 'frontier', [
    ['el-arish', 'El Arish', 'العريش'],
    ['bir-el-abd', 'Bir El Abd', 'بئر العبد'],
    ['sheikh-zuweid', 'Sheikh Zuweid', 'الشيخ زويد'],
    ['rafah', 'Rafah', 'رفح'],
    ['el-hasana', 'El Hasana', 'الحسنة'],
    ['nakhl', 'Nakhl', 'نخل'],
  ]),
  governorate('south-sinai', 'South Sinai', 'جنوب سيناء', 'frontier', [
    ['sharm-el-sheikh', 'Sharm El Sheikh', 'شرم الشيخ'],
    ['dahab', 'Dahab', 'دهب'],
    ['nuweiba', 'Nuweiba', 'نويبع'],
    ['taba', 'Taba', 'طابا'],
    ['el-tor', 'El Tor', 'الطور'],
    ['saint-catherine', 'Saint Catherine', 'سانت كاترين'],
    ['ras-sudr', 'Ras Sudr', 'رأس سدر'],
    ['abu-redis', 'Abu Redis', 'أبو رديس'],
  ]),
];

const BY_ID = new Map(GOVERNORATES.map((g) => [g.id, g]));

export const GOVERNORATE_IDS = GOVERNORATES.map((g) => g.id);

/** Where the store's products are shown as delivered to until the shopper picks a governorate. */
export const DEFAULT_GOVERNORATE_ID = 'cairo';

export function findGovernorate(id: string): Governorate | undefined {
  return BY_ID.get(id);
}

/** The area of `governorateId` with `areaId`; undefined when either is unknown or they do not belong together. */
export function findArea(governorateId: string, areaId: string): Area | undefined {
  return BY_ID.get(governorateId)?.areas.find((a) => a.id === areaId);
}

const folded = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/^(al|el)[\s-]+/, '')
    .replace(/[\s-]+/g, ' ');

/**
 * The governorate a free-typed city names ("Cairo", "giza", "الإسكندرية"), for clients that send a
 * free-form address without a governorate id; undefined when nothing matches exactly.
 */
export function governorateForCity(city: string): Governorate | undefined {
  const wanted = folded(city);
  if (!wanted) return undefined;
  return GOVERNORATES.find((g) => folded(g.name.en) === wanted || folded(g.name.ar) === wanted);
}

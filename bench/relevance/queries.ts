// The evaluation set: what shoppers type, each with the products a shopper means by it, judged by
// rules over the demo catalog (apps/api/src/db/seed/: families, brands, categories and types), not
// by lists of today's answers. Grade 2: what the query asks for (a brand's devices, a model, the
// products of a category or type); grade 1: related products a shopper would accept lower down (a
// brand's accessories, a model's cases); 0: the rest.
import type { Grade } from './metrics.ts';

/** The fields of a product (as GET /api/product answers) the judgments read. */
export interface JudgedProduct {
  name: string;
  brand: string;
  category: string;
  deviceType?: string | null | undefined;
  laptopType?: string | null | undefined;
  wearableType?: string | null | undefined;
  audioType?: string | null | undefined;
  subType?: string | null | undefined;
  productType?: string | null | undefined;
}

/** What the judgments may know of the whole catalog: which categories lead each brand. */
export interface CatalogFacts {
  leadOf(brand: string): (p: JudgedProduct) => boolean;
}

export type Judge = (p: JudgedProduct, facts: CatalogFacts) => Grade;

export type QueryKind =
  | 'english'
  | 'arabic'
  | 'franco'
  | 'misspelled'
  | 'model'
  | 'category'
  | 'mixed'
  | 'nothing';

export interface EvaluationQuery {
  q: string;
  kind: QueryKind;
  judge: Judge;
}

// Rules -------------------------------------------------------------------------------------------

const CONSOLE_TYPES = new Set(['PlayStation', 'Console']);
const isConsole = (p: JudgedProduct) => p.category === 'Gaming' && CONSOLE_TYPES.has(p.subType ?? '');
/** Phones, tablets, laptops and consoles: what a brand or a model query means first. */
export const isMainDevice = (p: JudgedProduct) =>
  p.category === 'Mobile' || p.category === 'Tablet' || p.category === 'Laptop' || isConsole(p);

/**
 * A brand's lead products: its phones, tablets and laptops when it sells any, else its consoles,
 * else everything it sells but accessories and gaming add-ons (Sony without consoles would be its
 * headphones; JBL's are its speakers and headphones).
 */
export function leadRule(catalog: readonly JudgedProduct[]): CatalogFacts['leadOf'] {
  const rules = new Map<string, (p: JudgedProduct) => boolean>();
  return (brand) => {
    let rule = rules.get(brand);
    if (!rule) {
      const own = catalog.filter((p) => p.brand === brand);
      const hasMain = own.some((p) => isMainDevice(p));
      rule = hasMain
        ? isMainDevice
        : (p) => p.category !== 'Accessories' && (p.category !== 'Gaming' || isConsole(p));
      if (!hasMain && !own.some(rule)) rule = () => true;
      rules.set(brand, rule);
    }
    return rule;
  };
}

const lower = (s: string) => s.toLowerCase();
/** Whether the name holds `phrase` as whole words (case-insensitive). */
const nameHas = (p: JudgedProduct, phrase: string) =>
  new RegExp(`(^|[^a-z0-9])${lower(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^a-z0-9])`).test(
    lower(p.name),
  );

/** A brand: its lead products 2, the rest of what it sells 1. */
const brand =
  (name: string): Judge =>
  (p, facts) =>
    p.brand !== name ? 0 : facts.leadOf(name)(p) ? 2 : 1;

/** A model or line named in product names: the devices 2, accessories made for it 1. */
const model =
  (phrase: string): Judge =>
  (p) =>
    !nameHas(p, phrase)
      ? 0
      : p.category === 'Accessories' || (p.category === 'Gaming' && !isConsole(p))
        ? 1
        : 2;

type Test = (p: JudgedProduct) => boolean;
/** Products passing `best` 2, those passing `also` 1. */
const graded =
  (best: Test, also: Test = () => false): Judge =>
  (p) =>
    best(p) ? 2 : also(p) ? 1 : 0;
const both =
  (a: Test, b: Test): Test =>
  (p) =>
    a(p) && b(p);
const ofBrand =
  (name: string): Test =>
  (p) =>
    p.brand === name;

const category =
  (c: string): Test =>
  (p) =>
    p.category === c;
const watch: Test = (p) => p.wearableType === 'SmartWatch';
const band: Test = (p) => p.wearableType === 'SmartBand';
const headphones: Test = (p) => p.audioType === 'OverEar' || p.audioType === 'InEar';
const speaker: Test = (p) => p.audioType === 'Wireless';
const accessory =
  (type: string): Test =>
  (p) =>
    p.category === 'Accessories' && p.productType === type;
const gaming =
  (type: string): Test =>
  (p) =>
    p.category === 'Gaming' && p.subType === type;
const laptopType =
  (type: string): Test =>
  (p) =>
    p.laptopType === type;
const nothing: Judge = () => 0;

const WATCHES = graded(watch, band);
const PHONES = graded(category('Mobile'), category('Tablet'));
const LAPTOPS = graded(category('Laptop'));
const TABLETS = graded(category('Tablet'));
const HEADPHONES = graded(headphones, speaker);
const CHARGERS = graded(accessory('Charger'), accessory('PowerBank'));
const CABLES = graded(accessory('Cable'));
const CASES = graded(accessory('CaseCover'));
const GAMES = graded(gaming('Games'), category('Gaming'));
const CONTROLLERS = graded(gaming('Controller'));
const POWER_BANKS = graded(accessory('PowerBank'), accessory('Charger'));
const SPEAKERS = graded(speaker, headphones);
const EARBUDS = graded((p) => p.audioType === 'InEar', headphones);
const BANDS = graded(band, watch);

// The set ------------------------------------------------------------------------------------------

const set = (kind: QueryKind, judge: Judge, ...queries: string[]): EvaluationQuery[] =>
  queries.map((q) => ({ q, kind, judge }));

export const EVALUATION_SET: readonly EvaluationQuery[] = [
  // Brands, in English, Arabic, Franco-Arabic and misspelt.
  ...set('english', brand('Samsung'), 'samsung', 'Samsung'),
  ...set('arabic', brand('Samsung'), 'سامسونج', 'سامسونغ'),
  ...set('misspelled', brand('Samsung'), 'samsng', 'samsnug', 'smasung', 'سامسنج'),
  ...set('franco', brand('Samsung'), 'samsong'),
  ...set('english', brand('Apple'), 'apple'),
  ...set('arabic', brand('Apple'), 'ابل', 'أبل'),
  ...set('misspelled', brand('Apple'), 'aplle'),
  ...set('english', brand('Xiaomi'), 'xiaomi'),
  ...set('arabic', brand('Xiaomi'), 'شاومي'),
  ...set('misspelled', brand('Xiaomi'), 'xiaomy', 'xaiomi'),
  ...set('franco', brand('Xiaomi'), 'shaomi', 'shawmi'),
  ...set('english', brand('Huawei'), 'huawei'),
  ...set('arabic', brand('Huawei'), 'هواوي'),
  ...set('misspelled', brand('Huawei'), 'huawai', 'hauwei'),
  ...set('franco', brand('Huawei'), 'hawawi'),
  ...set('english', brand('Lenovo'), 'lenovo'),
  ...set('arabic', brand('Lenovo'), 'لينوفو'),
  ...set('misspelled', brand('Lenovo'), 'lenvo'),
  ...set('english', brand('Infinix'), 'infinix'),
  ...set('arabic', brand('Infinix'), 'انفينكس'),
  ...set('misspelled', brand('Infinix'), 'infinex'),
  ...set('english', brand('Honor'), 'honor'),
  ...set('arabic', brand('Honor'), 'هونر'),
  ...set('english', brand('Oppo'), 'oppo'),
  ...set('arabic', brand('Oppo'), 'اوبو'),
  ...set('english', brand('Realme'), 'realme'),
  ...set('arabic', brand('Realme'), 'ريلمي'),
  ...set('english', brand('Asus'), 'asus'),
  ...set('arabic', brand('Asus'), 'اسوس'),
  ...set('english', brand('Dell'), 'dell'),
  ...set('english', brand('HP'), 'hp'),
  ...set('english', brand('Acer'), 'acer'),
  ...set('english', brand('MSI'), 'msi'),
  ...set('english', brand('Sony'), 'sony'),
  ...set('arabic', brand('Sony'), 'سوني'),
  ...set('english', brand('JBL'), 'jbl'),
  ...set('english', brand('Anker'), 'anker'),
  ...set('arabic', brand('Anker'), 'انكر'),
  ...set('english', brand('Garmin'), 'garmin'),
  ...set('arabic', brand('Garmin'), 'جارمن'),
  ...set('english', brand('Bose'), 'bose'),
  ...set('english', brand('Beats'), 'beats'),
  ...set('english', brand('Nintendo'), 'nintendo'),
  ...set('english', brand('Microsoft'), 'microsoft'),
  ...set('english', brand('Amazfit'), 'amazfit'),
  ...set('english', brand('Fitbit'), 'fitbit'),

  // Models and product lines.
  ...set('model', model('galaxy s26 ultra'), 'galaxy s26 ultra', 'samsung galaxy s26 ultra', 's26 ultra'),
  ...set('model', model('galaxy s26'), 'galaxy s26'),
  ...set('model', model('galaxy s25 fe'), 'galaxy s25 fe'),
  ...set('model', model('galaxy a56'), 'galaxy a56', 'a56'),
  ...set('model', model('galaxy a36'), 'galaxy a36'),
  ...set('model', model('galaxy a16'), 'galaxy a16'),
  ...set('model', model('galaxy z fold7'), 'galaxy z fold7', 'z fold7'),
  ...set('model', model('galaxy z flip7'), 'z flip7'),
  ...set('model', model('galaxy tab s11'), 'galaxy tab s11'),
  ...set('model', model('redmi note 15 pro'), 'redmi note 15 pro', 'xiaomi redmi note 15 pro'),
  ...set('model', model('redmi 15c'), 'redmi 15c'),
  ...set('model', model('xiaomi 15t'), 'xiaomi 15t'),
  ...set('model', model('poco x7'), 'poco x7'),
  ...set('model', model('iphone 17 pro max'), 'iphone 17 pro max', 'apple iphone 17 pro max'),
  ...set('model', model('iphone 17 pro'), 'iphone 17 pro'),
  ...set('model', model('iphone 17'), 'iphone 17'),
  ...set('model', model('iphone 16'), 'iphone 16'),
  ...set('model', model('iphone air'), 'iphone air'),
  ...set('model', model('iphone'), 'iphone'),
  ...set('model', model('galaxy'), 'galaxy'),
  ...set('model', model('ipad air'), 'ipad air'),
  ...set('model', model('ipad pro'), 'ipad pro'),
  ...set('model', model('ipad pro 11'), 'ipad pro 11', 'apple ipad pro 11'),
  ...set('model', model('macbook air 15'), 'macbook air 15'),
  ...set('model', model('ipad'), 'ipad'),
  ...set('model', model('macbook air'), 'macbook air'),
  ...set('model', model('macbook pro'), 'macbook pro'),
  ...set('model', model('infinix hot 60'), 'infinix hot 60', 'hot 60'),
  ...set('model', model('infinix note 50 pro'), 'infinix note 50 pro'),
  ...set('model', model('honor magic v5'), 'honor magic v5'),
  ...set('model', model('huawei pura 80 pro'), 'pura 80 pro'),
  ...set('model', model('oppo reno14'), 'reno14'),
  ...set('model', model('realme c75'), 'realme c75'),
  ...set('model', model('legion 5'), 'legion 5'),
  ...set('model', model('thinkpad'), 'thinkpad'),
  ...set('model', model('rog strix'), 'rog strix'),
  ...set('model', model('vivobook 15'), 'vivobook 15'),
  ...set('model', model('zenbook 14'), 'zenbook 14'),
  ...set('model', model('xps 14'), 'xps 14'),
  ...set('model', model('playstation 5'), 'playstation 5', 'ps5 console'),
  ...set('model', model('xbox series x'), 'xbox series x'),
  ...set('model', model('switch 2'), 'nintendo switch 2'),
  ...set('model', model('apple watch'), 'apple watch'),
  ...set('model', model('galaxy watch8'), 'galaxy watch8'),
  ...set('model', model('airpods pro 3'), 'airpods pro 3'),
  ...set('model', model('airpods'), 'airpods'),
  ...set('model', model('galaxy buds3 pro'), 'galaxy buds3 pro'),
  ...set('model', model('wh-1000xm6'), 'wh-1000xm6'),
  ...set('model', model('jbl flip 7'), 'jbl flip 7'),
  ...set('model', model('dualsense'), 'dualsense'),
  ...set('misspelled', model('iphone'), 'iphnoe', 'ipone'),
  ...set('misspelled', model('iphone 17 pro'), 'iphone 17 por'),
  ...set('misspelled', model('galaxy'), 'galaxi', 'galxy'),
  ...set('misspelled', model('galaxy s26 ultra'), 'galaxy s26 ultar', 'galxy s26 ultra'),
  ...set('misspelled', model('redmi note 15 pro'), 'redmy note 15 pro'),
  ...set('misspelled', model('playstation 5'), 'playstaion 5'),
  ...set('misspelled', model('macbook'), 'mackbook', 'macbok'),
  ...set('arabic', model('iphone'), 'ايفون', 'آيفون', 'الايفون'),
  ...set('arabic', model('iphone 17 pro max'), 'ايفون 17 برو ماكس'),
  ...set('arabic', model('iphone 17'), 'ايفون ١٧'),
  ...set('arabic', model('galaxy'), 'جالكسي'),
  ...set('arabic', model('ipad'), 'ايباد'),
  ...set('arabic', model('macbook'), 'ماك بوك', 'ماكبوك'),
  ...set('arabic', model('airpods'), 'ايربودز'),
  ...set('arabic', model('playstation'), 'بلايستيشن', 'بلاي ستيشن'),
  ...set('franco', model('iphone'), 'ayfon', 'aifon'),
  ...set('franco', model('playstation'), 'blaystation'),

  // Category and type words.
  ...set('category', WATCHES, 'watch', 'smartwatch', 'smart watch'),
  ...set('arabic', WATCHES, 'ساعة', 'ساعه', 'ساعات'),
  ...set('franco', WATCHES, 'sa3a', 'sa3at', 'sa3aa'),
  ...set('category', BANDS, 'smart band'),
  ...set('arabic', BANDS, 'سوار'),
  ...set('category', PHONES, 'mobile', 'phone', 'smartphone', 'mobiles'),
  ...set('arabic', PHONES, 'موبايل', 'موبيل', 'هاتف', 'جوال', 'تليفون'),
  ...set('franco', PHONES, 'mobail', 'mobayl', 'mubail', 'telefon'),
  ...set('category', LAPTOPS, 'laptop', 'laptops', 'notebook'),
  ...set('arabic', LAPTOPS, 'لابتوب', 'لاب توب'),
  ...set('franco', LAPTOPS, 'labtop', 'laptob', 'lab top'),
  ...set('misspelled', LAPTOPS, 'laptp', 'lapotp'),
  ...set('category', TABLETS, 'tablet', 'tablets'),
  ...set('arabic', TABLETS, 'تابلت'),
  ...set('franco', TABLETS, 'tablt', 'tab'),
  ...set('category', HEADPHONES, 'headphones', 'headphone'),
  ...set('arabic', HEADPHONES, 'سماعة', 'سماعات'),
  ...set('franco', HEADPHONES, 'sama3a', 'sma3a', 'sama3at', 'sm3a'),
  ...set('misspelled', HEADPHONES, 'headphnes', 'hedphones'),
  ...set('category', EARBUDS, 'earbuds'),
  ...set('category', SPEAKERS, 'speaker', 'speakers'),
  ...set('arabic', SPEAKERS, 'سبيكر'),
  ...set('category', CHARGERS, 'charger', 'chargers'),
  ...set('arabic', CHARGERS, 'شاحن'),
  ...set('franco', CHARGERS, 'shahen', 'sha7en', 'sha7n'),
  ...set('misspelled', CHARGERS, 'chrager', 'charjer'),
  ...set('category', POWER_BANKS, 'power bank', 'powerbank'),
  ...set('arabic', POWER_BANKS, 'باور بانك'),
  ...set('category', CABLES, 'cable', 'cables'),
  ...set('arabic', CABLES, 'كابل', 'كيبل'),
  ...set('franco', CABLES, 'kabl', 'kabel'),
  ...set('category', CASES, 'case', 'cover'),
  ...set('arabic', CASES, 'جراب'),
  ...set('franco', CASES, 'garab', 'gerab', 'grab'),
  ...set('category', graded(accessory('ScreenProtector')), 'screen protector'),
  ...set('category', GAMES, 'games'),
  ...set('arabic', GAMES, 'العاب', 'ألعاب'),
  ...set('franco', GAMES, 'al3ab', 'el3ab'),
  ...set('category', CONTROLLERS, 'controller'),
  ...set('arabic', CONTROLLERS, 'دراع'),
  ...set('franco', CONTROLLERS, 'dra3', 'dera3'),
  ...set('misspelled', CONTROLLERS, 'controler'),
  ...set('category', graded(laptopType('Gaming')), 'gaming laptop'),

  // Brand and category together, in one script or two.
  ...set('english', graded(both(ofBrand('Samsung'), watch), both(ofBrand('Samsung'), band)), 'samsung watch'),
  ...set(
    'mixed',
    graded(both(ofBrand('Samsung'), watch), both(ofBrand('Samsung'), band)),
    'ساعة samsung',
    'sa3a samsung',
    'samsung ساعه',
  ),
  ...set('mixed', graded(both(ofBrand('Apple'), watch)), 'ساعة apple', 'sa3a apple'),
  ...set(
    'mixed',
    graded(both(ofBrand('Sony'), headphones), both(ofBrand('Sony'), speaker)),
    'سماعة sony',
    'sama3a sony',
  ),
  ...set(
    'english',
    graded(both(ofBrand('Sony'), headphones), both(ofBrand('Sony'), speaker)),
    'sony headphones',
  ),
  ...set(
    'mixed',
    graded(both(ofBrand('Samsung'), accessory('Charger')), both(ofBrand('Samsung'), accessory('PowerBank'))),
    'شاحن samsung',
    'shahen samsung',
  ),
  ...set(
    'mixed',
    graded(both(ofBrand('Anker'), accessory('Charger')), both(ofBrand('Anker'), accessory('PowerBank'))),
    'شاحن anker',
  ),
  ...set('mixed', graded(both(ofBrand('Ugreen'), accessory('Cable'))), 'كابل ugreen'),
  ...set(
    'mixed',
    graded(
      both(accessory('CaseCover'), (p) => nameHas(p, 'iphone 17 pro')),
      both(accessory('CaseCover'), (p) => nameHas(p, 'iphone')),
    ),
    'جراب iphone 17 pro',
    'garab iphone 17 pro',
  ),
  ...set('mixed', graded(both(ofBrand('Lenovo'), category('Laptop'))), 'لابتوب lenovo', 'labtop lenovo'),
  ...set('english', graded(both(ofBrand('Lenovo'), category('Laptop'))), 'lenovo laptop'),
  ...set('mixed', graded(both(ofBrand('HP'), category('Laptop'))), 'لابتوب hp'),
  ...set('mixed', graded(laptopType('Gaming')), 'لابتوب gaming', 'لابتوب جيمنج'),
  ...set('mixed', graded(both(ofBrand('Samsung'), category('Tablet'))), 'تابلت samsung'),
  ...set(
    'mixed',
    graded(both(ofBrand('Samsung'), category('Mobile')), both(ofBrand('Samsung'), category('Tablet'))),
    'mobail samsung',
    'موبايل samsung',
    'samsung موبايل',
  ),
  ...set('mixed', model('iphone 17 pro max'), 'ايفون 17 pro max'),
  ...set('mixed', model('galaxy s26 ultra'), 'جالكسي s26 ultra'),
  ...set('mixed', model('redmi note 15 pro'), 'ريدمي note 15 pro'),
  ...set('mixed', graded(both(ofBrand('Apple'), laptopType('MacBook'))), 'لابتوب apple'),

  // Things the store does not sell: the best answer is none.
  ...set('nothing', nothing, 'ثلاجة', 'ثلاجه', 'غسالة', 'refrigerator', 'washing machine'),
];

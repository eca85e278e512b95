// Every brand the demo catalog sells, with its Arabic name, the company behind it and a one-line
// brief for the dealers/brands listing.

export interface SeedBrand {
  readonly name: string;
  readonly nameAr: string;
  readonly company: string;
  readonly brief: string;
  readonly briefAr: string;
}

export const BRANDS: readonly SeedBrand[] = [
  {
    name: 'Apple',
    nameAr: 'أبل',
    company: 'Apple Inc.',
    brief: 'iPhone, iPad, Mac, Apple Watch and AirPods with official local warranty.',
    briefAr: 'آيفون وآيباد وماك وساعات أبل وسماعات إيربودز بضمان محلي رسمي.',
  },
  {
    name: 'Samsung',
    nameAr: 'سامسونج',
    company: 'Samsung Electronics',
    brief: 'Galaxy phones, foldables, tablets, watches and buds, from flagship to budget.',
    briefAr:
      'هواتف جالاكسي والأجهزة القابلة للطي والأجهزة اللوحية والساعات والسماعات من الفئة الرائدة إلى الاقتصادية.',
  },
  {
    name: 'Xiaomi',
    nameAr: 'شاومي',
    company: 'Xiaomi Corporation',
    brief: 'Xiaomi, Redmi and Poco phones, tablets, bands and chargers with strong value for money.',
    briefAr: 'هواتف وأجهزة لوحية وأساور وشواحن شاومي وريدمي وبوكو بقيمة ممتازة مقابل السعر.',
  },
  {
    name: 'Oppo',
    nameAr: 'أوبو',
    company: 'Guangdong Oppo Mobile Telecommunications',
    brief: 'Reno and Find phones known for portrait cameras and fast SuperVOOC charging.',
    briefAr: 'هواتف رينو وفايند المعروفة بكاميرات البورتريه والشحن السريع SuperVOOC.',
  },
  {
    name: 'Realme',
    nameAr: 'ريلمي',
    company: 'Realme Chongqing Mobile Telecommunications',
    brief: 'Youthful phones with big batteries and fast charging at sharp prices.',
    briefAr: 'هواتف شبابية ببطاريات كبيرة وشحن سريع وأسعار تنافسية.',
  },
  {
    name: 'Honor',
    nameAr: 'هونر',
    company: 'Honor Device Co.',
    brief: 'Honor phones, tablets and bands with bright AMOLED screens and long battery life.',
    briefAr: 'هواتف وأجهزة لوحية وأساور هونر بشاشات AMOLED ساطعة وبطاريات تدوم طويلًا.',
  },
  {
    name: 'Infinix',
    nameAr: 'إنفينكس',
    company: 'Transsion Holdings',
    brief: 'Affordable Note, Hot, GT and Smart phones, popular across Egypt.',
    briefAr: 'هواتف Note وHot وGT وSmart بأسعار في المتناول، وتحظى بشعبية واسعة في مصر.',
  },
  {
    name: 'Huawei',
    nameAr: 'هواوي',
    company: 'Huawei Technologies',
    brief: 'Pura, nova and Mate phones, MatePad tablets, watches and FreeBuds.',
    briefAr: 'هواتف Pura وnova وMate وأجهزة MatePad اللوحية والساعات وسماعات FreeBuds.',
  },
  {
    name: 'Lenovo',
    nameAr: 'لينوفو',
    company: 'Lenovo Group',
    brief: 'IdeaPad, Yoga, Legion and ThinkPad laptops plus Android tablets.',
    briefAr: 'حواسيب IdeaPad وYoga وLegion وThinkPad المحمولة إلى جانب أجهزة أندرويد اللوحية.',
  },
  {
    name: 'Dell',
    nameAr: 'ديل',
    company: 'Dell Technologies',
    brief: 'Dell, Dell Pro and Alienware laptops for home, business and gaming.',
    briefAr: 'حواسيب Dell وDell Pro وAlienware المحمولة للمنزل والأعمال والألعاب.',
  },
  {
    name: 'HP',
    nameAr: 'إتش بي',
    company: 'HP Inc.',
    brief: 'HP, Envy, OmniBook, ProBook, EliteBook, Victus and OMEN laptops.',
    briefAr: 'حواسيب HP وEnvy وOmniBook وProBook وEliteBook وVictus وOMEN المحمولة.',
  },
  {
    name: 'Asus',
    nameAr: 'أسوس',
    company: 'ASUSTeK Computer',
    brief: 'Vivobook, Zenbook, ExpertBook, TUF and ROG laptops.',
    briefAr: 'حواسيب Vivobook وZenbook وExpertBook وTUF وROG المحمولة.',
  },
  {
    name: 'Acer',
    nameAr: 'أيسر',
    company: 'Acer Inc.',
    brief: 'Aspire, Swift and Nitro laptops that stretch every pound.',
    briefAr: 'حواسيب Aspire وSwift وNitro المحمولة التي تمنحك أكثر مقابل كل جنيه.',
  },
  {
    name: 'MSI',
    nameAr: 'إم إس آي',
    company: 'Micro-Star International',
    brief: 'Gaming and creator laptops, from Katana to Prestige.',
    briefAr: 'حواسيب محمولة للألعاب وصنّاع المحتوى، من Katana إلى Prestige.',
  },
  {
    name: 'Sony',
    nameAr: 'سوني',
    company: 'Sony Group Corporation',
    brief: 'PlayStation consoles and games, DualSense controllers and 1000X noise-cancelling audio.',
    briefAr: 'أجهزة بلايستيشن وألعابها وأذرع DualSense وسماعات 1000X العازلة للضوضاء.',
  },
  {
    name: 'JBL',
    nameAr: 'جي بي إل',
    company: 'Harman International',
    brief: 'Portable Bluetooth speakers and headphones with the signature JBL sound.',
    briefAr: 'مكبرات صوت بلوتوث محمولة وسماعات بصوت JBL المميز.',
  },
  {
    name: 'Anker',
    nameAr: 'أنكر',
    company: 'Anker Innovations',
    brief: 'Chargers, cables and power banks, plus Soundcore headphones and speakers.',
    briefAr: 'شواحن وكابلات وشواحن متنقلة، إلى جانب سماعات ومكبرات صوت Soundcore.',
  },
  {
    name: 'Baseus',
    nameAr: 'باسيوس',
    company: 'Shenzhen Baseus Technology',
    brief: 'Well-priced GaN chargers, cables, power banks, cases and screen protectors.',
    briefAr: 'شواحن GaN وكابلات وشواحن متنقلة وجرابات وواقيات شاشة بأسعار مناسبة.',
  },
  {
    name: 'Ugreen',
    nameAr: 'يوجرين',
    company: 'Ugreen Group',
    brief: 'Nexode chargers, braided cables, power banks and glass protectors.',
    briefAr: 'شواحن Nexode وكابلات مجدولة وشواحن متنقلة وواقيات شاشة زجاجية.',
  },
  {
    name: 'Bose',
    nameAr: 'بوز',
    company: 'Bose Corporation',
    brief: 'QuietComfort headphones and earbuds and SoundLink speakers.',
    briefAr: 'سماعات الرأس والأذن QuietComfort ومكبرات الصوت SoundLink.',
  },
  {
    name: 'Beats',
    nameAr: 'بيتس',
    company: 'Apple Inc.',
    brief: 'Beats headphones, earbuds and the Pill speaker, at home on iPhone and Android.',
    briefAr: 'سماعات ومكبر الصوت Pill من بيتس، تعمل بسلاسة مع آيفون وأندرويد.',
  },
  {
    name: 'Garmin',
    nameAr: 'جارمن',
    company: 'Garmin Ltd.',
    brief: 'GPS sports watches and fitness trackers for runners, cyclists and adventurers.',
    briefAr: 'ساعات رياضية بنظام GPS وأجهزة تتبع اللياقة للعدّائين وراكبي الدراجات ومحبي المغامرة.',
  },
  {
    name: 'Fitbit',
    nameAr: 'فيتبيت',
    company: 'Google LLC',
    brief: 'Fitness bands and smartwatches that track activity, heart rate and sleep.',
    briefAr: 'أساور لياقة وساعات ذكية تتابع النشاط ونبض القلب والنوم.',
  },
  {
    name: 'Amazfit',
    nameAr: 'أمازفيت',
    company: 'Zepp Health',
    brief: 'Long-battery smart watches and bands with GPS and the Zepp app.',
    briefAr: 'ساعات وأساور ذكية ببطاريات تدوم طويلًا ونظام GPS وتطبيق Zepp.',
  },
  {
    name: 'Microsoft',
    nameAr: 'مايكروسوفت',
    company: 'Microsoft Corporation',
    brief: 'Xbox controllers, Game Pass memberships and Xbox games.',
    briefAr: 'أذرع تحكم إكس بوكس واشتراكات Game Pass وألعاب إكس بوكس.',
  },
  {
    name: 'Nintendo',
    nameAr: 'نينتندو',
    company: 'Nintendo Co., Ltd.',
    brief: 'Nintendo Switch 2 games, controllers and Nintendo Switch Online memberships.',
    briefAr: 'ألعاب وأذرع تحكم نينتندو سويتش 2 واشتراكات Nintendo Switch Online.',
  },
  {
    name: 'Spigen',
    nameAr: 'سبايجن',
    company: 'Spigen Inc.',
    brief: 'Protective cases and easy-fit glass screen protectors for the latest phones.',
    briefAr: 'جرابات واقية وواقيات شاشة زجاجية سهلة التركيب لأحدث الهواتف.',
  },
  {
    name: 'Bang & Olufsen',
    nameAr: 'بانج آند أولوفسن',
    company: 'Bang & Olufsen A/S',
    brief: 'Danish luxury headphones and speakers crafted from aluminium and leather.',
    briefAr: 'سماعات ومكبرات صوت دنماركية فاخرة مصنوعة من الألومنيوم والجلد.',
  },
  {
    name: '8BitDo',
    nameAr: '8BitDo',
    company: '8BitDo Tech',
    brief: 'Affordable wireless controllers for PC, Switch and mobile gaming.',
    briefAr: 'أذرع تحكم لاسلكية بأسعار مناسبة لألعاب الحاسوب وسويتش والهاتف.',
  },
  {
    name: 'dbrand',
    nameAr: 'دي براند',
    company: 'dbrand Inc.',
    brief: 'Precision-cut skins for consoles, controllers and phones.',
    briefAr: 'ملصقات حماية مقصوصة بدقة لأجهزة الألعاب وأذرع التحكم والهواتف.',
  },
  {
    name: 'PlayVital',
    nameAr: 'بلاي فايتال',
    company: 'PlayVital',
    brief: 'Silicone controller skins, thumb grips and console decals.',
    briefAr: 'أغطية سيليكون لأذرع التحكم ومقابض للإبهام وملصقات لأجهزة الألعاب.',
  },
  {
    name: 'EA',
    nameAr: 'إي إيه',
    company: 'Electronic Arts',
    brief: 'EA Sports FC, Battlefield and more, on disc and as digital points.',
    briefAr: 'ألعاب EA Sports FC وBattlefield وغيرها على أقراص أو كنقاط رقمية.',
  },
  {
    name: 'Activision',
    nameAr: 'أكتيفيجن',
    company: 'Activision Publishing',
    brief: 'Call of Duty games for PlayStation.',
    briefAr: 'ألعاب Call of Duty لأجهزة بلايستيشن.',
  },
];

const BY_NAME = new Map(BRANDS.map((b) => [b.name, b]));

export function brandInfo(name: string): SeedBrand {
  const brand = BY_NAME.get(name);
  if (!brand) throw new Error(`Unknown seed brand "${name}"`);
  return brand;
}

// Product pictures drawn from a short key, so the store needs no image files and fetches nothing
// from the internet: `/media/products/<kind>-<brand-slug>-<variant>.svg`, e.g. `mobile-apple-3`.

export const ARTWORK_KINDS = [
  'mobile',
  'tablet',
  'laptop',
  'cable',
  'charger',
  'powerbank',
  'case',
  'screen-protector',
  'watch',
  'band',
  'headphones',
  'earbuds',
  'speaker',
  'console',
  'controller',
  'game',
  'account',
  'skin',
  'placeholder',
] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

export const ARTWORK_VARIANTS = 6;
export const MAX_ARTWORK_KEY_LENGTH = 80;

/** A neutral picture for products whose own artwork cannot be shown. */
export const PLACEHOLDER_ARTWORK_KEY = 'placeholder-kahraba-0';

interface BrandArt {
  readonly name: string;
  readonly colors: readonly [string, string];
}

// Display name and two brand colours per brand slug; brands not listed still render, in neutral
// colours with their slug title-cased.
const BRAND_ART: Readonly<Record<string, BrandArt>> = {
  apple: { name: 'Apple', colors: ['#1d1d1f', '#a1a1aa'] },
  samsung: { name: 'Samsung', colors: ['#1428a0', '#5b8cff'] },
  xiaomi: { name: 'Xiaomi', colors: ['#ff6900', '#ffb066'] },
  oppo: { name: 'Oppo', colors: ['#0b6e4f', '#2fbf71'] },
  realme: { name: 'Realme', colors: ['#c9a000', '#ffd84d'] },
  honor: { name: 'Honor', colors: ['#0f4cff', '#00c2ff'] },
  infinix: { name: 'Infinix', colors: ['#111827', '#22c55e'] },
  huawei: { name: 'Huawei', colors: ['#cf0a2c', '#ff7a8a'] },
  lenovo: { name: 'Lenovo', colors: ['#e2231a', '#ff8a7a'] },
  dell: { name: 'Dell', colors: ['#006ea8', '#4cc3ff'] },
  hp: { name: 'HP', colors: ['#0078b8', '#6fd0ff'] },
  asus: { name: 'Asus', colors: ['#00397a', '#3aa0ff'] },
  acer: { name: 'Acer', colors: ['#5c8a12', '#b5e35a'] },
  msi: { name: 'MSI', colors: ['#b00000', '#ff5c5c'] },
  sony: { name: 'Sony', colors: ['#0b0b0b', '#5b6b8c'] },
  jbl: { name: 'JBL', colors: ['#ff3300', '#ffa000'] },
  anker: { name: 'Anker', colors: ['#0089c4', '#7fdcff'] },
  baseus: { name: 'Baseus', colors: ['#2c2c2c', '#f2b705'] },
  ugreen: { name: 'Ugreen', colors: ['#008a52', '#6fe3a8'] },
  bose: { name: 'Bose', colors: ['#111111', '#8a8a8a'] },
  beats: { name: 'Beats', colors: ['#c8102e', '#ff7088'] },
  garmin: { name: 'Garmin', colors: ['#006aa8', '#63c7ff'] },
  fitbit: { name: 'Fitbit', colors: ['#007f86', '#6fe6ec'] },
  amazfit: { name: 'Amazfit', colors: ['#0a0a0a', '#f97316'] },
  microsoft: { name: 'Microsoft', colors: ['#107c10', '#6bd46b'] },
  nintendo: { name: 'Nintendo', colors: ['#e60012', '#ff7a85'] },
  spigen: { name: 'Spigen', colors: ['#262626', '#e5322d'] },
  'bang-olufsen': { name: 'Bang & Olufsen', colors: ['#3b3b3b', '#c9b79c'] },
  '8bitdo': { name: '8BitDo', colors: ['#5b1a93', '#c084fc'] },
  dbrand: { name: 'dbrand', colors: ['#111111', '#ff2d55'] },
  playvital: { name: 'PlayVital', colors: ['#1e3a8a', '#f472b6'] },
  ea: { name: 'EA', colors: ['#1a1a2e', '#ff4747'] },
  activision: { name: 'Activision', colors: ['#1f1f1f', '#9ca3af'] },
  kahraba: { name: 'Kahraba', colors: ['#b45309', '#fbbf24'] },
};

const NEUTRAL_COLORS: readonly [string, string] = ['#334155', '#94a3b8'];

/** Lower-case, ASCII, dash-separated: 'Bang & Olufsen' → 'bang-olufsen'. */
export function brandSlug(brand: string): string {
  return brand
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ArtworkSubject {
  readonly productType: string;
  readonly category: string;
  readonly brand: string;
  readonly deviceType: string | null;
  readonly wearableType: string | null;
  readonly audioType: string | null;
  readonly subType: string | null;
}

function kindFor(p: ArtworkSubject): ArtworkKind {
  switch (p.productType) {
    case 'MobileTablet':
      return p.deviceType === 'Tablet' || p.category === 'Tablet' ? 'tablet' : 'mobile';
    case 'Laptop':
      return 'laptop';
    case 'Cable':
      return 'cable';
    case 'Charger':
      return 'charger';
    case 'PowerBank':
      return 'powerbank';
    case 'CaseCover':
      return 'case';
    case 'ScreenProtector':
      return 'screen-protector';
    case 'Wearable':
      return p.wearableType === 'SmartBand' ? 'band' : 'watch';
    case 'Audio':
      return p.audioType === 'InEar' ? 'earbuds' : p.audioType === 'Wireless' ? 'speaker' : 'headphones';
    case 'Gaming':
      switch (p.subType) {
        case 'Controller':
          return 'controller';
        case 'Games':
          return 'game';
        case 'Accounts':
          return 'account';
        case 'Skin':
          return 'skin';
        default:
          return 'console';
      }
    default:
      return 'placeholder';
  }
}

/** The artwork key of a product's picture; `variant` is taken modulo the 6 variants. */
export function artworkKeyFor(p: ArtworkSubject, variant: number): string {
  const v = ((Math.trunc(variant) % ARTWORK_VARIANTS) + ARTWORK_VARIANTS) % ARTWORK_VARIANTS;
  const slug = brandSlug(p.brand) || 'kahraba';
  return `${kindFor(p)}-${slug}-${v}`;
}

export interface ParsedArtworkKey {
  readonly kind: ArtworkKind;
  readonly brandSlug: string;
  readonly variant: number;
}

const KEY_PATTERN = /^[a-z0-9-]+$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Longest first, so 'screen-protector-x-0' is not read as an unknown kind 'screen'.
const KINDS_LONGEST_FIRST = [...ARTWORK_KINDS].sort((a, b) => b.length - a.length);

export function parseArtworkKey(key: string): ParsedArtworkKey | null {
  if (key.length === 0 || key.length > MAX_ARTWORK_KEY_LENGTH || !KEY_PATTERN.test(key)) return null;
  const match = /^(.+)-([0-9])$/.exec(key);
  if (!match) return null;
  const [, rest = '', digit = ''] = match;
  const variant = Number(digit);
  if (variant >= ARTWORK_VARIANTS) return null;
  const kind = KINDS_LONGEST_FIRST.find((k) => rest.startsWith(`${k}-`));
  if (!kind) return null;
  const slug = rest.slice(kind.length + 1);
  if (!SLUG_PATTERN.test(slug)) return null;
  return { kind, brandSlug: slug, variant };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function titleCase(slug: string): string {
  return slug
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

// Colour arithmetic on #rrggbb ---------------------------------------------------------------------

function parseHex(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: readonly [number, number, number]): string {
  const c = (x: number) =>
    Math.max(0, Math.min(255, Math.round(x)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

/** Six gradients per brand: its two colours, reversed, darkened, lightened and shifted. */
function variantColors([c1, c2]: readonly [string, string], variant: number): [string, string] {
  switch (variant) {
    case 1:
      return [c2, c1];
    case 2:
      return [mix(c1, '#000000', 0.35), c2];
    case 3:
      return [c1, mix(c2, '#ffffff', 0.55)];
    case 4:
      return [mix(c2, '#6d28d9', 0.35), mix(c1, '#0ea5e9', 0.25)];
    case 5:
      return [mix(c1, '#0f172a', 0.5), mix(c2, '#f59e0b', 0.3)];
    default:
      return [c1, c2];
  }
}

// Silhouettes, drawn in the 800×800 box above the brand name (which sits at y≈730) --------------

type Shape = (fill: string, accent: string) => string;

const SCREEN = '#0b0f19';

const controllerPath =
  'M260 300 H540 C630 300 690 370 712 490 C734 610 650 650 600 588 L552 530 H248 L200 588 C150 650 66 610 88 490 C110 370 170 300 260 300 Z';

const SHAPES: Record<ArtworkKind, Shape> = {
  mobile: (fill, accent) =>
    `<rect x="250" y="80" width="300" height="580" rx="52" fill="${fill}"/>` +
    `<rect x="266" y="96" width="268" height="548" rx="40" fill="${SCREEN}"/>` +
    `<rect x="282" y="150" width="236" height="470" rx="24" fill="${accent}" opacity=".35"/>` +
    `<rect x="360" y="112" width="80" height="24" rx="12" fill="#000"/>` +
    '<path d="M300 620 L500 180" stroke="#fff" stroke-width="14" opacity=".08"/>',
  tablet: (fill, accent) =>
    `<rect x="150" y="110" width="500" height="560" rx="40" fill="${fill}"/>` +
    `<rect x="174" y="134" width="452" height="512" rx="22" fill="${SCREEN}"/>` +
    `<rect x="196" y="156" width="408" height="468" rx="14" fill="${accent}" opacity=".3"/>` +
    '<circle cx="400" cy="122" r="6" fill="#000" opacity=".6"/>',
  laptop: (fill, accent) =>
    `<rect x="170" y="150" width="460" height="320" rx="20" fill="${fill}"/>` +
    `<rect x="188" y="168" width="424" height="284" rx="8" fill="${SCREEN}"/>` +
    `<rect x="204" y="184" width="392" height="252" rx="6" fill="${accent}" opacity=".3"/>` +
    `<path d="M110 480 H690 L734 552 Q738 572 716 572 H84 Q62 572 66 552 Z" fill="${fill}"/>` +
    '<rect x="340" y="482" width="120" height="12" rx="6" fill="#000" opacity=".25"/>',
  cable: (fill, accent) =>
    `<path d="M250 230 C250 560 550 250 550 560" stroke="${fill}" stroke-width="30" fill="none" stroke-linecap="round"/>` +
    `<rect x="215" y="120" width="70" height="120" rx="18" fill="${accent}"/>` +
    '<rect x="232" y="84" width="36" height="46" rx="10" fill="#cbd5e1"/>' +
    `<rect x="515" y="550" width="70" height="120" rx="18" fill="${accent}"/>` +
    '<rect x="532" y="660" width="36" height="40" rx="10" fill="#cbd5e1"/>',
  charger: (fill, accent) =>
    `<rect x="240" y="190" width="320" height="330" rx="48" fill="${fill}"/>` +
    `<rect x="260" y="210" width="280" height="40" rx="20" fill="${accent}" opacity=".35"/>` +
    '<rect x="320" y="300" width="160" height="30" rx="15" fill="#0b0f19" opacity=".85"/>' +
    '<rect x="320" y="360" width="160" height="30" rx="15" fill="#0b0f19" opacity=".85"/>' +
    '<rect x="330" y="520" width="28" height="120" rx="14" fill="#9ca3af"/>' +
    '<rect x="442" y="520" width="28" height="120" rx="14" fill="#9ca3af"/>',
  powerbank: (fill, accent) =>
    `<rect x="225" y="120" width="350" height="540" rx="56" fill="${fill}"/>` +
    `<rect x="255" y="150" width="290" height="480" rx="36" fill="${accent}" opacity=".2"/>` +
    '<rect x="350" y="130" width="100" height="16" rx="8" fill="#0b0f19" opacity=".8"/>' +
    [0, 1, 2, 3].map((i) => `<circle cx="${340 + i * 40}" cy="560" r="10" fill="#a7f3d0"/>`).join('') +
    '<path d="M410 300 L360 400 H400 L385 470 L445 365 H405 Z" fill="#fff" opacity=".85"/>',
  case: (fill, accent) =>
    `<rect x="245" y="80" width="310" height="580" rx="60" fill="${fill}"/>` +
    `<rect x="275" y="110" width="250" height="520" rx="40" fill="${accent}" opacity=".25"/>` +
    '<rect x="280" y="118" width="140" height="140" rx="34" fill="#f8fafc"/>' +
    '<circle cx="318" cy="158" r="22" fill="#1f2937"/><circle cx="380" cy="158" r="22" fill="#1f2937"/>' +
    '<circle cx="318" cy="220" r="22" fill="#1f2937"/>' +
    '<circle cx="400" cy="440" r="60" fill="none" stroke="#fff" stroke-width="10" opacity=".35"/>',
  'screen-protector': (fill, accent) =>
    `<rect x="230" y="100" width="290" height="560" rx="48" fill="${SCREEN}"/>` +
    `<g transform="rotate(-8 400 380)"><rect x="270" y="90" width="290" height="560" rx="46" fill="${fill}" opacity=".55"/>` +
    `<rect x="270" y="90" width="290" height="560" rx="46" fill="none" stroke="${accent}" stroke-width="6"/>` +
    '<path d="M300 300 L500 140 M300 420 L530 230 M320 560 L540 380" stroke="#fff" stroke-width="14" stroke-linecap="round" opacity=".55"/></g>',
  watch: (fill, accent) =>
    `<rect x="325" y="70" width="150" height="600" rx="50" fill="${fill}" opacity=".9"/>` +
    '<rect x="255" y="220" width="290" height="310" rx="80" fill="#1f2937"/>' +
    '<rect x="275" y="240" width="250" height="270" rx="62" fill="#000"/>' +
    `<circle cx="400" cy="375" r="80" fill="none" stroke="${accent}" stroke-width="18"/>` +
    '<circle cx="400" cy="375" r="52" fill="none" stroke="#22c55e" stroke-width="18"/>' +
    '<circle cx="400" cy="375" r="24" fill="none" stroke="#38bdf8" stroke-width="14"/>' +
    '<rect x="540" y="330" width="22" height="70" rx="10" fill="#6b7280"/>',
  band: (fill, accent) =>
    `<rect x="350" y="70" width="100" height="600" rx="50" fill="${fill}"/>` +
    '<rect x="325" y="230" width="150" height="290" rx="75" fill="#111827"/>' +
    '<rect x="340" y="250" width="120" height="250" rx="60" fill="#000"/>' +
    `<path d="M370 380 H390 L402 340 L416 420 L428 380 H440" stroke="${accent}" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
  headphones: (fill, accent) =>
    `<path d="M215 440 C215 150 585 150 585 440" stroke="${fill}" stroke-width="42" fill="none" stroke-linecap="round"/>` +
    `<rect x="160" y="380" width="130" height="230" rx="60" fill="${fill}"/>` +
    `<rect x="510" y="380" width="130" height="230" rx="60" fill="${fill}"/>` +
    `<rect x="260" y="400" width="40" height="190" rx="20" fill="${accent}" opacity=".6"/>` +
    `<rect x="500" y="400" width="40" height="190" rx="20" fill="${accent}" opacity=".6"/>`,
  earbuds: (fill, accent) =>
    '<rect x="230" y="360" width="340" height="280" rx="120" fill="#f8fafc" stroke="#e2e8f0" stroke-width="6"/>' +
    '<path d="M240 460 H560" stroke="#cbd5e1" stroke-width="6"/>' +
    `<circle cx="320" cy="250" r="62" fill="${fill}"/><rect x="300" y="250" width="40" height="150" rx="20" fill="${fill}"/>` +
    `<circle cx="480" cy="250" r="62" fill="${fill}"/><rect x="460" y="250" width="40" height="150" rx="20" fill="${fill}"/>` +
    `<circle cx="320" cy="250" r="26" fill="${accent}" opacity=".6"/><circle cx="480" cy="250" r="26" fill="${accent}" opacity=".6"/>`,
  speaker: (fill, accent) =>
    `<rect x="130" y="250" width="540" height="300" rx="150" fill="${fill}"/>` +
    '<circle cx="280" cy="400" r="100" fill="#000" opacity=".28"/><circle cx="520" cy="400" r="100" fill="#000" opacity=".28"/>' +
    `<circle cx="280" cy="400" r="44" fill="${accent}" opacity=".7"/><circle cx="520" cy="400" r="44" fill="${accent}" opacity=".7"/>` +
    '<rect x="360" y="270" width="80" height="16" rx="8" fill="#fff" opacity=".5"/>',
  console: (fill, accent) =>
    '<ellipse cx="400" cy="655" rx="190" ry="22" fill="#000" opacity=".18"/>' +
    '<rect x="352" y="100" width="96" height="550" rx="26" fill="#111827"/>' +
    `<path d="M352 110 C250 130 220 260 240 650 H352 Z" fill="${fill}"/>` +
    `<path d="M448 110 C550 130 580 260 560 650 H448 Z" fill="${fill}"/>` +
    `<rect x="372" y="140" width="56" height="8" rx="4" fill="${accent}"/>`,
  controller: (fill, accent) =>
    `<path d="${controllerPath}" fill="${fill}"/>` +
    '<path d="M220 400 h30 v-30 h30 v30 h30 v30 h-30 v30 h-30 v-30 h-30 Z" fill="#0b0f19" opacity=".75"/>' +
    '<circle cx="560" cy="370" r="16" fill="#0b0f19" opacity=".7"/><circle cx="600" cy="410" r="16" fill="#0b0f19" opacity=".7"/>' +
    '<circle cx="520" cy="410" r="16" fill="#0b0f19" opacity=".7"/><circle cx="560" cy="450" r="16" fill="#0b0f19" opacity=".7"/>' +
    `<circle cx="330" cy="490" r="38" fill="${accent}"/><circle cx="470" cy="490" r="38" fill="${accent}"/>`,
  game: (fill, accent) =>
    '<rect x="230" y="90" width="340" height="570" rx="18" fill="#0b0f19"/>' +
    `<rect x="246" y="150" width="308" height="494" rx="8" fill="${fill}"/>` +
    `<path d="M246 560 L350 420 L420 500 L480 430 L554 540 V644 H246 Z" fill="${accent}" opacity=".7"/>` +
    '<circle cx="470" cy="260" r="46" fill="#fff" opacity=".55"/>' +
    '<rect x="270" y="108" width="120" height="26" rx="6" fill="#fff" opacity=".85"/>',
  account: (fill, accent) =>
    `<rect x="150" y="200" width="500" height="330" rx="34" fill="${fill}"/>` +
    '<circle cx="290" cy="330" r="62" fill="#fff" opacity=".85"/>' +
    '<path d="M210 470 C215 410 365 410 370 470 Z" fill="#fff" opacity=".85"/>' +
    `<rect x="410" y="300" width="190" height="26" rx="13" fill="${accent}"/>` +
    '<rect x="410" y="350" width="150" height="22" rx="11" fill="#fff" opacity=".6"/>' +
    '<rect x="410" y="396" width="170" height="22" rx="11" fill="#fff" opacity=".6"/>' +
    '<path d="M400 560 L470 590 V640 C470 680 430 700 400 710 C370 700 330 680 330 640 V590 Z" fill="#16a34a"/>' +
    '<path d="M372 640 L394 662 L432 620" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  skin: () =>
    '<path d="M230 300 H570 C650 300 700 370 716 480 C730 590 660 630 610 575 L560 520 H240 L190 575 C140 630 70 590 84 480 C100 370 150 300 230 300 Z" fill="url(#stripes)"/>' +
    '<path d="M612 300 L700 300 L700 388 Z" fill="#f8fafc" stroke="#cbd5e1" stroke-width="4"/>' +
    '<circle cx="330" cy="485" r="36" fill="#0b0f19" opacity=".6"/><circle cx="470" cy="485" r="36" fill="#0b0f19" opacity=".6"/>',
  placeholder: (fill) =>
    '<rect x="190" y="130" width="420" height="500" rx="48" fill="#fff" stroke="#e2e8f0" stroke-width="6"/>' +
    `<path d="M440 190 L290 420 H390 L350 580 L520 330 H420 Z" fill="${fill}"/>`,
};

export function renderProductArtwork(key: string): string | null {
  const parsed = parseArtworkKey(key);
  if (!parsed) return null;
  const art = BRAND_ART[parsed.brandSlug];
  const name = escapeXml(art?.name ?? titleCase(parsed.brandSlug));
  const [c1, c2] = variantColors(art?.colors ?? NEUTRAL_COLORS, parsed.variant);
  const background = mix(c2, '#ffffff', 0.88);
  const background2 = mix(c1, '#ffffff', 0.94);
  const angle = 20 + parsed.variant * 25;
  const shape = SHAPES[parsed.kind]('url(#fill)', mix(c2, '#ffffff', 0.35));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" role="img" aria-label="${name}">` +
    '<defs>' +
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background}"/><stop offset="1" stop-color="${background2}"/></linearGradient>` +
    `<linearGradient id="fill" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>` +
    `<pattern id="stripes" width="48" height="48" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="48" height="48" fill="${c1}"/><rect width="20" height="48" fill="${c2}"/></pattern>` +
    '</defs>' +
    '<rect width="800" height="800" fill="url(#bg)"/>' +
    `<circle cx="400" cy="380" r="330" fill="${c2}" opacity=".08"/>` +
    shape +
    `<text x="400" y="742" text-anchor="middle" font-family="system-ui, sans-serif" font-size="46" font-weight="700" fill="#1f2937">${name}</text>` +
    '</svg>'
  );
}

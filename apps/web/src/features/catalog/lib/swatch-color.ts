// The catalog names colours as their makers do ("Cosmic Orange", "Sky Blue", "Midnight") and holds
// no colour codes, so a swatch takes its colour from the last word it knows in the name: the
// noun of the name is last in English ("Deep Blue" is blue). Unknown names get a neutral swatch;
// the name beside it is what tells the shopper the colour.

const WORD_COLORS: Record<string, string> = {
  black: '#1f2328',
  obsidian: '#1f2328',
  midnight: '#1e2433',
  graphite: '#41444a',
  gray: '#8a8f98',
  grey: '#8a8f98',
  slate: '#6b7280',
  titanium: '#a5a29b',
  silver: '#c9ccd1',
  platinum: '#d9dadc',
  white: '#f7f7f5',
  starlight: '#ece6da',
  porcelain: '#f1efe9',
  ivory: '#f3eee1',
  beige: '#dccbb0',
  sand: '#d8c39e',
  sandstone: '#d8c39e',
  gold: '#d6b46a',
  yellow: '#f2d24b',
  orange: '#f08a24',
  red: '#d33a2c',
  coral: '#f0776a',
  pink: '#f2b8c6',
  purple: '#8e6cc9',
  violet: '#8e6cc9',
  lilac: '#c2a8e0',
  lavender: '#b9a7e0',
  blue: '#2f6fd6',
  navy: '#1f2f5c',
  indigo: '#3f3f9f',
  teal: '#2a9d9a',
  cyan: '#3cc4d8',
  mint: '#a8e0c8',
  green: '#3d9a5b',
  sage: '#a3b49a',
  olive: '#7d8450',
  brown: '#7a5136',
};

const NEUTRAL = '#d5d8de';

export function swatchColor(colorName: string): string {
  const words = colorName
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (let i = words.length - 1; i >= 0; i--) {
    const known = WORD_COLORS[words[i]!];
    if (known) return known;
  }
  return NEUTRAL;
}

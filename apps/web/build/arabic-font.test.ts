import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_FILE, ARABIC_FONT_TEXT, ARABIC_FONT_WEIGHTS, subsetArabicFont } from './arabic-font.ts';

const source = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src');
const styles = () => readFile(path.join(source, 'styles.css'), 'utf8');

/** The unicode-range a set of characters makes: consecutive code points joined into U+XXXX-YYYY. */
function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const ranges: Array<[number, number]> = [];
  for (const point of points) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

describe('the Arabic web font', () => {
  it('is what the script makes from the installed Cairo package', async () => {
    const kept = await readFile(ARABIC_FONT_FILE);
    // A new Cairo or a new subsetter changes the bytes: run `node apps/web/build/arabic-font.ts`.
    expect((await subsetArabicFont()).equals(kept)).toBe(true);
    // And it is the cut-down file, not the whole npm one (31 kB).
    expect(kept.length).toBeLessThan(24_000);
  }, 30_000);

  it('is declared in styles.css with the weights and characters it holds', async () => {
    const css = await styles();
    const face = /@font-face\s*{([^}]*)}/.exec(css)?.[1] ?? '';
    expect(face).toContain('cairo-arabic-400-800.woff2');
    expect(face).toContain(`font-weight: ${ARABIC_FONT_WEIGHTS.min} ${ARABIC_FONT_WEIGHTS.max};`);
    expect(face.replace(/\s+/g, ' ')).toContain(`unicode-range: ${unicodeRange(ARABIC_FONT_TEXT)};`);
  });

  it("covers every weight the shop's class names ask for", async () => {
    const tailwindWeights: Record<string, number> = {
      thin: 100,
      extralight: 200,
      light: 300,
      normal: 400,
      medium: 500,
      semibold: 600,
      bold: 700,
      extrabold: 800,
      black: 900,
    };
    const files = await readdir(source, { recursive: true });
    const used = new Set<string>();
    for (const file of files.filter((name) => /\.(tsx?|css)$/.test(name))) {
      const text = await readFile(path.join(source, file), 'utf8');
      for (const match of text.matchAll(
        /\bfont-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)\b/g,
      ))
        used.add(match[1] ?? '');
    }
    expect(used.has('bold')).toBe(true);
    for (const name of used) {
      const weight = tailwindWeights[name] ?? 0;
      expect(weight, `font-${name}`).toBeGreaterThanOrEqual(ARABIC_FONT_WEIGHTS.min);
      expect(weight, `font-${name}`).toBeLessThanOrEqual(ARABIC_FONT_WEIGHTS.max);
    }
  });
});

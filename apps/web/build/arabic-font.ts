/// <reference types="node" />
// The Arabic web font, cut down to what the shop draws (decision 0031). Cairo's Arabic file from npm
// covers every weight from 200 to 1000 and the presentation-form code points no typed text uses:
// 31 kB that an Arabic page asks for before its first paint. The shop's styles use weights 400 to 800
// (font-normal to font-extrabold); the browser shapes Arabic from the base letters itself.
//
//   node apps/web/build/arabic-font.ts     writes ARABIC_FONT_FILE again from the npm package
//
// The file is kept in the repository, so a build needs nothing but Vite; arabic-font.test.ts fails
// when it no longer matches what this script makes from the installed package.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));

export const ARABIC_FONT_FILE = path.join(here, '../src/assets/fonts/cairo-arabic-400-800.woff2');

/** Weights the shop's styles ask for: Tailwind's font-normal (400) to font-extrabold (800). */
export const ARABIC_FONT_WEIGHTS = { min: 400, max: 800 } as const;

const codePoints = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * The Arabic block (letters, marks, Arabic-Indic digits, punctuation), the joiners and direction
 * marks, and the hyphens. styles.css gives the same ranges as the font's unicode-range, so anything
 * else falls to the system's font.
 */
export const ARABIC_FONT_TEXT =
  codePoints(0x0600, 0x06ff) + codePoints(0x200c, 0x200f) + codePoints(0x2010, 0x2011);

const require = createRequire(import.meta.url);

export async function subsetArabicFont(): Promise<Buffer> {
  const source = await readFile(
    require.resolve('@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2'),
  );
  return subsetFont(source, ARABIC_FONT_TEXT, {
    targetFormat: 'woff2',
    variationAxes: { wght: ARABIC_FONT_WEIGHTS },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetArabicFont();
  await writeFile(ARABIC_FONT_FILE, font);
  console.log(`${ARABIC_FONT_FILE}: ${font.length} bytes`);
}

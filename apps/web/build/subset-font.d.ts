// subset-font ships no types; this is the part of its API that arabic-font.ts uses.
declare module 'subset-font' {
  interface SubsetFontOptions {
    targetFormat?: 'woff2' | 'woff' | 'sfnt' | 'truetype';
    /** Axes to pin (a number) or to narrow (a range). */
    variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
  }
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: SubsetFontOptions,
  ): Promise<Buffer>;
}

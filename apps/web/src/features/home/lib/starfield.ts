import { LIMITS } from '@kahraba/domain';

export interface Star {
  /** Percent of the hero's width. A night sky needs no mirroring in Arabic. */
  x: number;
  /** Percent of the hero's height, from the top. */
  y: number;
  /** Radius in px. */
  size: number;
  opacity: number;
  /** Which of the twinkle layers the star belongs to, so not every star pulses in step. */
  layer: number;
}

export const STAR_LAYERS = 3;

/**
 * mulberry32: a tiny seeded generator. The sky must be the same on every visit and every render
 * (no hydration or snapshot drift, no stars jumping when React re-renders), so no Math.random.
 */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number, places: number) => Number(value.toFixed(places));

export function generateStars(count: number = LIMITS.heroStars, seed = 2024): Star[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => ({
    x: round(random() * 100, 2),
    y: round(random() * 100, 2),
    // Mostly pin-pricks, a few brighter ones.
    size: random() > 0.85 ? 2 : 1.2,
    opacity: round(0.35 + random() * 0.65, 2),
    layer: index % STAR_LAYERS,
  }));
}

/**
 * One CSS background per layer: a radial-gradient dot per star. Percent positions keep the sky
 * filling the hero at any size, and the whole sky costs no DOM nodes and no script at run time.
 */
export function starLayerBackgrounds(stars: readonly Star[]): string[] {
  const layers: string[][] = Array.from({ length: STAR_LAYERS }, () => []);
  for (const star of stars) {
    layers[star.layer]?.push(
      `radial-gradient(${star.size}px ${star.size}px at ${star.x}% ${star.y}%, rgb(255 255 255 / ${star.opacity}), transparent)`,
    );
  }
  return layers.map((layer) => layer.join(', '));
}

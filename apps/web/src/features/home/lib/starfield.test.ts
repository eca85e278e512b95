import { describe, expect, it } from 'vitest';
import { generateStars, STAR_LAYERS, starLayerBackgrounds } from './starfield';

describe('starfield', () => {
  it('makes 180 stars inside the hero, the same ones every time', () => {
    const stars = generateStars();
    expect(stars).toHaveLength(180);
    expect(generateStars()).toEqual(stars);
    for (const star of stars) {
      expect(star.x).toBeGreaterThanOrEqual(0);
      expect(star.x).toBeLessThanOrEqual(100);
      expect(star.y).toBeGreaterThanOrEqual(0);
      expect(star.y).toBeLessThanOrEqual(100);
    }
    expect(new Set(stars.map((s) => `${s.x},${s.y}`)).size).toBeGreaterThan(170);
  });

  it('spreads the stars over the twinkle layers, one gradient each', () => {
    const layers = starLayerBackgrounds(generateStars());
    expect(layers).toHaveLength(STAR_LAYERS);
    const gradients = layers.reduce((sum, layer) => sum + layer.split('radial-gradient').length - 1, 0);
    expect(gradients).toBe(180);
  });
});

import { vi } from 'vitest';

/** Makes every CSS media query match (a wide screen) or not (a phone); undo with vi.unstubAllGlobals. */
export function stubMatchMedia(matches: boolean): void {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

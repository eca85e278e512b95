import { describe, expect, it } from 'vitest';
import { firstScreenReach } from './chunk-groups.ts';

const src = '/repo/apps/web/src';

/** A module graph as rolldown's chunking context shows it: each module's static importers. */
function graph(importers: Record<string, string[]>) {
  return {
    getModuleInfo: (id: string) =>
      id in importers ? ({ importers: importers[id], dynamicImporters: [] } as never) : null,
  };
}

describe('firstScreenReach', () => {
  const ctx = graph({
    [`${src}/app/root.tsx`]: [],
    [`${src}/app/shop-layout.tsx`]: [],
    [`${src}/app/navbar.tsx`]: [`${src}/app/shop-layout.tsx`],
    [`${src}/shared/products/search-box.tsx`]: [`${src}/app/navbar.tsx`],
    [`${src}/features/home/pages/home-page.tsx?__react-router-build-client-route`]: [],
    [`${src}/shared/products/product-card.tsx`]: [
      `${src}/features/catalog/pages/category-page.tsx`,
      `${src}/features/home/pages/home-page.tsx?__react-router-build-client-route`,
    ],
    [`${src}/features/catalog/pages/category-page.tsx`]: [],
    [`${src}/shared/products/filter-panel.tsx`]: [`${src}/features/catalog/pages/category-page.tsx`],
    // Two listing modules importing each other, reached from nothing on the first screen.
    [`${src}/shared/products/compare-modal.tsx`]: [
      `${src}/shared/products/compare-store.ts`,
      `${src}/features/catalog/pages/category-page.tsx`,
    ],
    [`${src}/shared/products/compare-store.ts`]: [`${src}/shared/products/compare-modal.tsx`],
    // A cycle on the first screen: the cart's count imported by the navbar and by its own events.
    [`${src}/app/cart-count.ts`]: [`${src}/shared/cart-events.ts`, `${src}/app/navbar.tsx`],
    [`${src}/shared/cart-events.ts`]: [`${src}/app/cart-count.ts`],
  });

  it('reaches what the frame imports, however deep', () => {
    const reached = firstScreenReach();
    expect(reached(`${src}/shared/products/search-box.tsx`, ctx)).toBe(true);
  });

  it("reaches what the home page's route module imports, whatever the id's query", () => {
    const reached = firstScreenReach();
    expect(reached(`${src}/shared/products/product-card.tsx`, ctx)).toBe(true);
  });

  it('does not reach what only other pages import, through import cycles too', () => {
    const reached = firstScreenReach();
    expect(reached(`${src}/shared/products/filter-panel.tsx`, ctx)).toBe(false);
    expect(reached(`${src}/shared/products/compare-store.ts`, ctx)).toBe(false);
    expect(reached(`${src}/shared/products/compare-modal.tsx`, ctx)).toBe(false);
  });

  it('reaches both modules of an import cycle on the first screen, whichever is asked first', () => {
    const reached = firstScreenReach();
    expect(reached(`${src}/app/cart-count.ts`, ctx)).toBe(true);
    expect(reached(`${src}/shared/cart-events.ts`, ctx)).toBe(true);
    const otherOrder = firstScreenReach();
    expect(otherOrder(`${src}/shared/cart-events.ts`, ctx)).toBe(true);
    expect(otherOrder(`${src}/app/cart-count.ts`, ctx)).toBe(true);
  });

  it('does not reach a module the graph does not know', () => {
    expect(firstScreenReach()(`${src}/shared/unknown.ts`, ctx)).toBe(false);
  });
});

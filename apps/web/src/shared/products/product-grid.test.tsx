import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/mock-api';
import { renderWithProviders } from '../../test/render-with-providers';
import { ProductGrid } from './product-grid';

describe('ProductGrid', () => {
  it('defines the card heights on the grid itself, which the space kept for cards off screen reads', () => {
    renderWithProviders(
      <ProductGrid
        products={[createProduct({ _id: 'a', name: 'Nord 5' }), createProduct({ _id: 'b', name: 'Nord 6' })]}
      />,
    );
    const grid = screen.getAllByRole('listitem')[0]!.parentElement!;
    // Without them on the grid, `var(--card-h)` in each item's contain-intrinsic-size had no value:
    // cards below the fold took no room until drawn, and the page shifted as they were (CLS 0.15).
    expect(grid.style.getPropertyValue('--card-h-phone')).toBe('440px');
    expect(grid.style.getPropertyValue('--card-h-wide')).toBe('480px');
    expect(screen.getAllByRole('listitem')[0]!.style.getPropertyValue('contain-intrinsic-size')).toBe(
      'auto var(--card-h)',
    );
  });
});

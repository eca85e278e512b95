import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { FilterPanel } from './filter-panel';

function screenWide(wide: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: wide,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilterPanel', () => {
  it('shows the filters beside the results on a wide screen', () => {
    screenWide(true);
    renderWithProviders(
      <FilterPanel>
        <label>
          Brand <input type="checkbox" />
        </label>
      </FilterPanel>,
    );
    expect(screen.getByRole('checkbox', { name: 'Brand' })).toBeInTheDocument();
  });

  it('draws no filters on a phone until the shopper opens them, and folds them again', async () => {
    screenWide(false);
    const user = userEvent.setup();
    renderWithProviders(
      <FilterPanel>
        <label>
          Brand <input type="checkbox" />
        </label>
      </FilterPanel>,
    );
    expect(screen.queryByRole('checkbox', { name: 'Brand' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Brand' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('checkbox', { name: 'Brand' })).not.toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/match-media';
import { renderWithProviders } from '../../test/render-with-providers';
import { FilterPanel } from './filter-panel';

function renderPanel() {
  renderWithProviders(
    <FilterPanel>
      <label>
        Brand <input type="checkbox" />
      </label>
    </FilterPanel>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FilterPanel', () => {
  it('shows the filters beside the results on a wide screen', () => {
    stubMatchMedia(true);
    renderPanel();
    expect(screen.getByRole('checkbox', { name: 'Brand' })).toBeInTheDocument();
  });

  it('draws no filters on a phone until the shopper opens them, and folds them again', async () => {
    stubMatchMedia(false);
    const user = userEvent.setup();
    renderPanel();
    expect(screen.queryByRole('checkbox', { name: 'Brand' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { expanded: false });
    await user.click(toggle);
    expect(screen.getByRole('checkbox', { name: 'Brand' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(screen.queryByRole('checkbox', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('draws the filters where the width is unknown (a page the server draws), folded on phones by CSS', () => {
    renderPanel();
    const checkbox = screen.getByRole('checkbox', { name: 'Brand' });
    expect(checkbox.closest('.md\\:block')).toHaveClass('hidden');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'description', label: 'Description', panel: <p>About it</p> },
  { id: 'specifications', label: 'Specifications', panel: <p>RAM 8 GB</p> },
  { id: 'reviews', label: 'Reviews', panel: <p>No reviews yet</p> },
] as const;

function renderTabs(dir: 'ltr' | 'rtl' = 'ltr', onChange = vi.fn()) {
  render(
    <div dir={dir}>
      <Tabs label="Product details" tabs={tabs} onChange={onChange} />
    </div>,
  );
  return { onChange };
}

describe('Tabs', () => {
  it('selects the first tab and keeps the others out of the tab order', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent('About it');
  });

  it('moves with the arrow keys, wrapping around, and shows the matching panel', async () => {
    const user = userEvent.setup();
    const { onChange } = renderTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const specifications = screen.getByRole('tab', { name: 'Specifications' });
    expect(specifications).toHaveFocus();
    expect(specifications).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('RAM 8 GB');
    expect(onChange).toHaveBeenLastCalledWith('specifications');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
  });

  it('jumps to the ends with Home and End', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Reviews' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
  });

  it('follows the reading direction in right-to-left pages', async () => {
    const user = userEvent.setup();
    renderTabs('rtl');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Specifications' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Description' })).toHaveFocus();
  });

  it('leaves the tab list with a single Tab press', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});

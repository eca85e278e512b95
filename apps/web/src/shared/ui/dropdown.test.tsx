import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { Dropdown } from './dropdown';

function renderDropdown(onSelect = vi.fn()) {
  const view = renderWithProviders(
    <div>
      <Dropdown
        label="Products"
        items={[
          { id: 'all', label: 'All products', to: '/products?type=all' },
          { id: 'used', label: 'Used', to: '/products?type=used' },
          { id: 'compare', label: 'Compare', onSelect },
        ]}
      />
      <button type="button">Elsewhere</button>
    </div>,
  );
  return { ...view, onSelect, button: screen.getByRole('button', { name: 'Products' }) };
}

describe('Dropdown', () => {
  it('starts closed and opens on click', async () => {
    const user = userEvent.setup();
    const { button } = renderDropdown();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Used' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Used' })).toBeVisible();
  });

  it('opens from the keyboard and moves through the entries with the arrow keys', async () => {
    const user = userEvent.setup();
    const { button } = renderDropdown();
    await user.tab();
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Used' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens on Space and on ArrowUp at the last entry', async () => {
    const user = userEvent.setup();
    const { button } = renderDropdown();
    button.focus();
    await user.keyboard(' ');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveFocus();
    await user.keyboard('{Escape}{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveFocus();
  });

  it('follows a link and closes', async () => {
    const user = userEvent.setup();
    const { button, router } = renderDropdown();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Used' }));
    expect(router.state.location.search).toBe('?type=used');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('runs an action and closes', async () => {
    const user = userEvent.setup();
    const { button, onSelect } = renderDropdown();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = renderDropdown();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus leaves it', async () => {
    const user = userEvent.setup();
    const { button } = renderDropdown();
    button.focus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Compare' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

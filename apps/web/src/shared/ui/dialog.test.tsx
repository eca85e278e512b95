import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { Dialog } from './dialog';

function renderDialog(open: boolean, onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <Dialog open={open} onClose={onClose} title="Installments" description="Pay over 3 to 18 months.">
        <button type="button">Apply</button>
      </Dialog>
    </I18nextProvider>,
  );
  return { onClose };
}

describe('Dialog', () => {
  it('is named by its title and described by its description', () => {
    renderDialog(true);
    const dialog = screen.getByRole('dialog', { name: 'Installments' });
    expect(dialog).toHaveAccessibleDescription('Pay over 3 to 18 months.');
  });

  it('renders nothing of its content while closed', () => {
    renderDialog(false);
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('asks to close on Escape and from its close button', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(true);
    screen.getByRole('button', { name: 'Apply' }).focus();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

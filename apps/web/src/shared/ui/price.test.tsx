import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../i18n/i18n';
import { Price } from './price';

function renderPrice(ui: React.ReactElement) {
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

// Intl separates "EGP" from the number with a no-break space; compare on ordinary spaces.
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('Price', () => {
  it('formats EGP in English, with decimals only when there are piastres', () => {
    const { container, rerender } = renderPrice(<Price amount={1299} />);
    expect(text(container)).toBe('EGP 1,299');
    rerender(
      <I18nextProvider i18n={i18n}>
        <Price amount={216.5} />
      </I18nextProvider>,
    );
    expect(text(container)).toBe('EGP 216.50');
  });

  it('formats EGP in Arabic with Western digits, as the rest of the page (decision 0009)', async () => {
    await setLanguage('ar', i18n);
    const { container } = renderPrice(<Price amount={1299} />);
    expect(container.textContent).toContain('1,299');
    expect(container.textContent).not.toMatch(/[٠-٩]/);
    expect(container.textContent).toContain('ج.م.');
  });

  it('strikes through the old price and names it for screen readers', () => {
    const { container } = renderPrice(<Price amount={900} oldAmount={1000} />);
    expect(container.querySelector('s')).toHaveTextContent('EGP 1,000');
    expect(screen.getByText(/^Old price:/)).toHaveClass('sr-only');
  });

  it('names the old price in Arabic too', async () => {
    await setLanguage('ar', i18n);
    renderPrice(<Price amount={900} oldAmount={1000} />);
    expect(screen.getByText(/^السعر قبل الخصم:/)).toHaveTextContent('1,000');
  });

  it('shows no old price when it is not higher than the price', () => {
    const { container } = renderPrice(<Price amount={900} oldAmount={900} />);
    expect(container.querySelector('s')).toBeNull();
  });
});

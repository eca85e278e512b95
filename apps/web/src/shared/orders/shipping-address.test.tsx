import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { ShippingAddressLines } from './shipping-address';

const address = {
  firstName: 'Mona',
  lastName: 'Adel',
  email: 'mona@example.com',
  phone: '01001234567',
  address: '12 Tahrir St, Dokki',
  city: 'Giza',
  postalCode: '12611',
  country: 'Egypt',
};

describe('ShippingAddressLines', () => {
  it('isolates what the shopper typed and keeps the postal code and phone whole', () => {
    renderWithProviders(<ShippingAddressLines address={address} />);
    expect(screen.getByText('12 Tahrir St, Dokki').tagName).toBe('BDI');
    expect(screen.getByText('01001234567')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('12611')).toHaveClass('whitespace-nowrap');
    expect(screen.getByText('Egypt')).toBeInTheDocument();
    expect(screen.queryByText('mona@example.com')).not.toBeInTheDocument();
  });

  it('names the country in Arabic on an Arabic page, and shows the e-mail to staff', async () => {
    const { i18n, setLanguage } = await import('../i18n/i18n');
    await setLanguage('ar', i18n);
    renderWithProviders(<ShippingAddressLines address={address} withEmail />);
    expect(screen.getByText('مصر')).toBeInTheDocument();
    expect(screen.queryByText('Egypt')).not.toBeInTheDocument();
    expect(screen.getByText('mona@example.com')).toHaveAttribute('dir', 'ltr');
  });

  it('shows the governorate and area recorded on the order, in the page’s language', async () => {
    const saved = {
      ...address,
      address: '12 Tahrir St',
      city: 'Dokki',
      postalCode: '',
      governorate: { id: 'giza', name: { en: 'Giza', ar: 'الجيزة' } },
      area: { id: 'dokki', name: { en: 'Dokki', ar: 'الدقي' } },
      building: '5',
      floor: '3',
      apartment: '7',
      landmark: 'Next to the metro',
    };
    const { i18n, setLanguage } = await import('../i18n/i18n');
    await setLanguage('en', i18n);
    const { unmount } = renderWithProviders(<ShippingAddressLines address={saved} />);
    expect(screen.getByTestId('order-governorate')).toHaveTextContent('Dokki, Giza');
    expect(screen.getByText(/^Building/)).toHaveTextContent('Building 5, floor 3, apartment 7');
    expect(screen.getByText('Next to the metro').tagName).toBe('BDI');
    unmount();
    await setLanguage('ar', i18n);
    renderWithProviders(<ShippingAddressLines address={saved} />);
    expect(screen.getByTestId('order-governorate')).toHaveTextContent('الدقي، الجيزة');
    expect(screen.queryByText(/Giza/)).not.toBeInTheDocument();
  });
});

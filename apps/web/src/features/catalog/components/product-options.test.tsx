import type { ProductFamily } from '@kahraba/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ProductOptions } from './product-options';

const variant = (id: string, color: string, storage: string, inStock = true) => ({
  _id: id,
  id,
  slug: id,
  options: { color, storage },
  price: 20_000,
  priceAfterDiscount: null,
  inStock,
  image: '/media/products/mobile-xiaomi-0.svg',
});

const family: ProductFamily = {
  _id: 'fam',
  id: 'fam',
  name: 'Xiaomi 15T',
  nameAr: 'شاومي 15T',
  brand: 'Xiaomi',
  axes: ['color', 'storage'],
  valueNamesAr: { color: { Gray: 'رمادي', Blue: 'أزرق', Black: 'أسود' } },
  variants: [
    variant('gray-256', 'Gray', '256GB'),
    variant('gray-512', 'Gray', '512GB'),
    variant('blue-256', 'Blue', '256GB', false),
    variant('black-512', 'Black', '512GB'),
  ],
};

const renderOptions = () =>
  renderWithProviders(<ProductOptions family={family} options={{ color: 'Gray', storage: '256GB' }} />, {
    path: '/product/gray-256',
  });

describe('ProductOptions', () => {
  it('offers one radio group per option, the current values checked, each leading to its variant', async () => {
    renderOptions();
    const colours = await screen.findByRole('radiogroup', { name: 'Colour: Gray' });
    const radios = within(colours).getAllByRole('radio');
    expect(radios.map((r) => r.textContent)).toEqual([
      'Gray',
      'BlueOut of stock',
      'Black(changes the other options too)',
    ]);
    expect(within(colours).getByRole('radio', { checked: true })).toHaveTextContent('Gray');
    // Blue exists with the current storage but is sold out: marked, still reachable.
    expect(radios[1]).toHaveAttribute('href', '/product/blue-256');
    // Black only comes with 512GB: it leads there and says the other options change too.
    expect(radios[2]).toHaveAttribute('href', '/product/black-512');

    const storage = screen.getByRole('radiogroup', { name: 'Storage: 256GB' });
    expect(
      within(storage)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('href')),
    ).toEqual(['/product/gray-256', '/product/gray-512']);
  });

  it('moves and chooses with the arrow keys inside a group, wrapping round, one Tab stop per group', async () => {
    const user = userEvent.setup();
    const { router } = renderOptions();
    const colours = await screen.findByRole('radiogroup', { name: 'Colour: Gray' });
    const [gray, blue, black] = within(colours).getAllByRole('radio');
    expect(gray).toHaveAttribute('tabindex', '0');
    expect(blue).toHaveAttribute('tabindex', '-1');

    await user.tab();
    expect(gray).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(blue).toHaveFocus();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/blue-256'));
    // Choosing replaces the history entry: Back leaves the product, not each colour tried.
    expect(router.state.historyAction).toBe('REPLACE');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(black).toHaveFocus();
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/black-512'));
    await user.keyboard('{ArrowDown}');
    expect(gray).toHaveFocus();
  });

  it('names colours in Arabic, keeps codes as they are, and follows the reading direction with the arrows', async () => {
    await i18n.changeLanguage('ar');
    document.documentElement.setAttribute('dir', 'rtl');
    const user = userEvent.setup();
    const { router } = renderOptions();
    const colours = await screen.findByRole('radiogroup', { name: 'اللون: رمادي' });
    const [gray, blue] = within(colours).getAllByRole('radio');
    expect(blue).toHaveTextContent('أزرقغير متوفر');
    expect(screen.getByRole('radiogroup', { name: 'سعة التخزين: 256GB' })).toBeInTheDocument();
    await user.tab();
    expect(gray).toHaveFocus();
    // In Arabic the next choice is to the left.
    await user.keyboard('{ArrowLeft}');
    expect(blue).toHaveFocus();
    // The Arabic page's choices lead to Arabic pages.
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/product/blue-256'));
    document.documentElement.removeAttribute('dir');
  });

  it('says what else changed when a choice led to a variant with other options, in both languages', async () => {
    const user = userEvent.setup();
    const { router, unmount: leave } = renderOptions();
    const black = within(await screen.findByRole('radiogroup', { name: 'Colour: Gray' })).getByRole('radio', {
      name: /Black/,
    });
    await user.click(black);
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/black-512'));
    expect(router.state.location.state).toEqual({
      variantChange: { axis: 'color', from: { color: 'Gray', storage: '256GB' } },
    });

    const arrived = router.state.location.state;
    leave();
    // The page of the variant reached, with that state: the note beside the options.
    const { unmount } = renderWithProviders(
      <ProductOptions family={family} options={{ color: 'Black', storage: '512GB' }} />,
      { path: '/product/black-512', state: arrived },
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Black comes only with 512GB, so we switched to it.',
    );
    unmount();
    await i18n.changeLanguage('ar');
    try {
      renderWithProviders(<ProductOptions family={family} options={{ color: 'Black', storage: '512GB' }} />, {
        path: '/product/black-512',
        state: arrived,
      });
      expect(await screen.findByText('أسود متوفر فقط مع 512GB، فانتقلنا إليه.')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says nothing when a choice kept the other options', async () => {
    const user = userEvent.setup();
    const { router } = renderOptions();
    const storage = within(await screen.findByRole('radiogroup', { name: 'Storage: 256GB' }));
    await user.click(storage.getByRole('radio', { name: /512GB/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/product/gray-512'));
    expect(router.state.location.state).toBeNull();
  });

  it('shows nothing for a product without siblings', () => {
    const { container } = renderWithProviders(<ProductOptions family={null} options={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});

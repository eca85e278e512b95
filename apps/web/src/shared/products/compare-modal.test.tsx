import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { i18n, setLanguage } from '../i18n/i18n';
import { CompareModal } from './compare-modal';
import { createCompareStore } from './compare-store';
import { ProductCard } from './product-card';
import { createProduct } from './testing/product-fixtures';

afterEach(async () => {
  sessionStorage.clear();
  await setLanguage('en', i18n);
});

function openWith(...products: ReturnType<typeof createProduct>[]) {
  const store = createCompareStore(sessionStorage);
  for (const product of products) store.toggle(product);
  renderWithProviders(<CompareModal open onClose={() => {}} store={store} />);
}

/** The row whose header reads `label`, and its cells. */
async function row(label: string) {
  const header = await screen.findByRole('rowheader', { name: new RegExp(`^${label}`) });
  const tr = header.closest('tr')!;
  return {
    tr,
    cells: within(tr)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  };
}

const phone = (overrides: Parameters<typeof createProduct>[0]) =>
  createProduct({ productType: 'MobileTablet', category: 'Mobile', deviceType: 'Mobile', ...overrides });

describe('CompareModal', () => {
  it('shows the discount the card shows, for a product known only by its discount percent', async () => {
    // No sale price, only "18" stored: the card derives its old price and badge from it.
    const product = phone({ _id: 'a1', name: 'Galaxy A57', price: 18_999, discount: 18 });
    const store = createCompareStore(sessionStorage);
    store.toggle(product);
    renderWithProviders(
      <>
        <ProductCard product={product} />
        <CompareModal open onClose={() => {}} store={store} />
      </>,
    );
    expect(
      within(screen.getByRole('article', { name: 'Galaxy A57' })).getByText('18% off'),
    ).toBeInTheDocument();
    expect((await row('Discount')).cells).toEqual(['18% off']);
  });

  it('puts the products side by side with their type’s specifications, differences marked', async () => {
    openWith(
      phone({ _id: 'a1', name: 'Phone A', specs: { ram: '8 GB', battery: '5000 mAh' } }),
      phone({ _id: 'b2', name: 'Phone B', specs: { ram: '12 GB', battery: '5000 mAh' } }),
    );
    const columns = await screen.findAllByRole('columnheader');
    expect(columns.map((c) => within(c).getByRole('link').textContent)).toEqual(['Phone A', 'Phone B']);

    const ram = await row('RAM');
    expect(ram.cells).toEqual(['8 GB', '12 GB']);
    expect(ram.tr).toHaveAttribute('data-differs', 'true');
    expect(within(ram.tr).getByText('Differs')).toBeInTheDocument();

    const battery = await row('Battery');
    expect(battery.cells).toEqual(['5000 mAh', '5000 mAh']);
    expect(battery.tr).not.toHaveAttribute('data-differs');
    // A specification one product lacks shows a dash, and counts as a difference.
    expect((await row('Chipset')).cells).toEqual(['—', '—']);
  });

  it('marks nothing with a single product', async () => {
    openWith(phone({ _id: 'a1', name: 'Phone A', specs: { ram: '8 GB' } }));
    await row('RAM');
    expect(screen.queryByText('Differs')).not.toBeInTheDocument();
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar', i18n);
    openWith(
      phone({
        _id: 'a1',
        name: 'Phone A',
        nameAr: 'هاتف أ',
        price: 10_999,
        priceAfterDiscount: 9_999,
        specs: { ram: '8 GB' },
      }),
      phone({ _id: 'b2', name: 'Phone B', specs: { ram: '12 GB' } }),
    );
    expect(await screen.findByRole('link', { name: 'هاتف أ' })).toBeInTheDocument();
    const ram = await row('الرامات');
    expect(ram.tr).toHaveAttribute('data-differs', 'true');
    expect(within(ram.tr).getByText('مختلف')).toBeInTheDocument();
    expect((await row('الخصم')).cells[0]).toBe('خصم 9%');
  });

  it('names a device type in Arabic, however the catalog keeps it', async () => {
    await setLanguage('ar', i18n);
    openWith(
      phone({ _id: 'a1', deviceType: 'Mobile' }),
      phone({ _id: 'b2', deviceType: undefined, specs: { deviceType: 'Tablet' } }),
    );
    expect((await row('نوع الجهاز')).cells).toEqual(['موبايل', 'تابلت']);
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-with-providers';
import { compareStore } from './compare-store';
import { ProductCard } from './product-card';
import { createProduct } from './testing/product-fixtures';

afterEach(() => {
  compareStore.clear();
});

describe('ProductCard', () => {
  it('shows the discount badge and the old price struck through for a discounted product', () => {
    const product = createProduct({ name: 'Galaxy A56', price: 20_000, priceAfterDiscount: 15_000 });
    renderWithProviders(<ProductCard product={product} />);
    const card = screen.getByRole('article', { name: 'Galaxy A56' });
    expect(within(card).getByText('-25%')).toBeInTheDocument();
    expect(within(card).getByText('25% off')).toBeInTheDocument();
    expect(card.querySelector('s')).toHaveTextContent('20,000');
    expect(within(card).getByText(/15,000/)).toBeInTheDocument();
    expect(within(card).getByText('In stock')).toBeInTheDocument();
  });

  it('shows neither a badge nor an old price without a discount', () => {
    renderWithProviders(<ProductCard product={createProduct({ name: 'Pixel 10', price: 30_000 })} />);
    const card = screen.getByRole('article', { name: 'Pixel 10' });
    expect(within(card).queryByText(/% off/)).not.toBeInTheDocument();
    expect(card.querySelector('s')).toBeNull();
  });

  it('says out of stock when the quantity is 0', () => {
    renderWithProviders(<ProductCard product={createProduct({ name: 'Redmi 15', quantity: 0 })} />);
    const card = screen.getByRole('article', { name: 'Redmi 15' });
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card).queryByText('In stock')).not.toBeInTheDocument();
  });

  it('shows EXCLUSIVE, the view count when asked, and links to the product page', () => {
    const product = createProduct({ _id: 'x9', name: 'ROG Phone', isExclusive: true, views: 1204 });
    renderWithProviders(<ProductCard product={product} showViews />);
    const card = screen.getByRole('article', { name: 'ROG Phone' });
    expect(within(card).getByText('EXCLUSIVE')).toBeInTheDocument();
    expect(within(card).getByText('1,204 views')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'ROG Phone' })).toHaveAttribute('href', '/product/x9');
    expect(within(card).getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/product/x9');
  });

  it('toggles the product in and out of the compare list', async () => {
    const user = userEvent.setup();
    const product = createProduct({ name: 'Xperia 1' });
    renderWithProviders(<ProductCard product={product} />);
    const compare = screen.getByRole('button', { name: 'Compare' });
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    expect(compareStore.getSnapshot().map((p) => p._id)).toEqual([product._id]);
    await user.click(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'false');
    expect(compareStore.getSnapshot()).toEqual([]);
  });

  it("gives every grid card the same fixed height: SPEC's 480 px, a shorter one on a phone", () => {
    renderWithProviders(<ProductCard product={createProduct({ name: 'Nord 5' })} />);
    const card = screen.getByRole('article', { name: 'Nord 5' });
    expect(card.style.getPropertyValue('--card-h-wide')).toBe('480px');
    expect(card.style.getPropertyValue('--card-h-phone')).toBe('440px');
    expect(card).toHaveClass('h-(--card-h)', 'sm:[--card-h:var(--card-h-wide)]');
  });

  it.each([0, 7, 49])('shows no view count for %i views: too few to mean anything', (views) => {
    renderWithProviders(<ProductCard product={createProduct({ name: 'Nord 5', views })} showViews />);
    const card = screen.getByRole('article', { name: 'Nord 5' });
    expect(within(card).queryByText(/views?$/)).not.toBeInTheDocument();
  });

  it('shows stars only for a product shoppers have rated', () => {
    renderWithProviders(
      <>
        <ProductCard product={createProduct({ name: 'Rated', rating: 4.5, ratingsQuantity: 12 })} />
        <ProductCard product={createProduct({ name: 'Unrated', rating: 4.8, ratingsQuantity: 0 })} />
      </>,
    );
    const rated = screen.getByRole('article', { name: 'Rated' });
    expect(within(rated).getByRole('img', { name: '4.5 out of 5' })).toBeInTheDocument();
    const unrated = screen.getByRole('article', { name: 'Unrated' });
    expect(within(unrated).queryByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
  });

  it('reads the view count in Arabic with the same digits as the price', async () => {
    const { i18n, setLanguage } = await import('../i18n/i18n');
    await setLanguage('ar', i18n);
    renderWithProviders(
      <ProductCard product={createProduct({ name: 'Nord 5', views: 1204, price: 21_999 })} showViews />,
    );
    const card = screen.getByRole('article', { name: 'Nord 5' });
    expect(within(card).getByText('1,204 مشاهدات')).toBeInTheDocument();
    expect(card.textContent).toContain('21,999');
    expect(card.textContent).not.toMatch(/[٠-٩]/);
  });
});

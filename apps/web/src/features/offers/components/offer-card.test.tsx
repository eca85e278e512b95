import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createProduct, renderPage } from '../../../test/mock-api';
import { OfferCard } from './offer-card';

describe('offer card', () => {
  it('labels an exclusive product EXCLUSIVE whatever its discount', () => {
    renderPage(
      <OfferCard product={createProduct({ isExclusive: true, price: 1000, priceAfterDiscount: 500 })} />,
    );
    expect(screen.getByText('EXCLUSIVE')).toBeInTheDocument();
    expect(screen.queryByText('HOT DEAL')).not.toBeInTheDocument();
    expect(screen.getByText('50% OFF')).toBeInTheDocument();
  });

  it('labels a discount above 20% HOT DEAL and one of 20% or less SALE', () => {
    const { unmount } = renderPage(
      <OfferCard product={createProduct({ price: 1000, priceAfterDiscount: 790 })} />,
    );
    expect(screen.getByText('HOT DEAL')).toBeInTheDocument();
    expect(screen.getByText('21% OFF')).toBeInTheDocument();
    unmount();

    renderPage(<OfferCard product={createProduct({ price: 1000, priceAfterDiscount: 800 })} />);
    expect(screen.getByText('SALE')).toBeInTheDocument();
    expect(screen.getByText('20% OFF')).toBeInTheDocument();
  });

  it('shows the old price struck through and what the shopper saves', () => {
    const { container } = renderPage(
      <OfferCard product={createProduct({ price: 12_000, priceAfterDiscount: 9_999.5 })} />,
    );
    expect(container.querySelector('s')).toHaveTextContent(/12,000/);
    expect(screen.getByText(/^You save/)).toHaveTextContent(/You save EGP\s2,000\.50/);
  });

  it('covers an out-of-stock product and disables View Deal', () => {
    renderPage(<OfferCard product={createProduct({ name: 'Gone', quantity: 0, discount: 30 })} />);
    expect(screen.getByTestId('out-of-stock-overlay')).toHaveTextContent('Out of Stock');
    expect(screen.getByRole('button', { name: 'View Deal' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'View Deal' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Currently unavailable').length).toBeGreaterThan(0);
  });

  it('leads to the product from View Deal and from its name when in stock', () => {
    renderPage(
      <OfferCard product={createProduct({ _id: 'x1', name: 'Galaxy', quantity: 3, discount: 10 })} />,
    );
    expect(screen.queryByTestId('out-of-stock-overlay')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Deal' })).toHaveAttribute('href', '/product/x1');
    expect(screen.getByRole('link', { name: 'Galaxy' })).toHaveAttribute('href', '/product/x1');
  });

  it('shows key facts in a quick view on focus and hides them on Escape', async () => {
    const user = userEvent.setup();
    renderPage(
      <OfferCard
        product={createProduct({ name: 'Galaxy', brand: 'Samsung', category: 'Tablet', discount: 15 })}
      />,
    );
    const button = screen.getByRole('button', { name: 'Quick view: Galaxy' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.tab();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Quick view: Galaxy' });
    expect(within(panel).getByText('Tablet')).toBeInTheDocument();
    expect(within(panel).getByText('15% OFF')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

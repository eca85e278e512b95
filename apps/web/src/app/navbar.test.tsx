import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createUser, storeSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { CART_UPDATED_EVENT } from './cart-count';

async function renderNavbar(path = '/') {
  const view = renderApp(path);
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
  return { ...view, nav };
}

describe('navbar', () => {
  it('offers a guest sign in and create account, and sends the cart icon to /login', async () => {
    const user = userEvent.setup();
    const { nav, router } = await renderNavbar();
    expect(within(nav).getAllByRole('link', { name: 'Sign in' })[0]).toHaveAttribute('href', '/login');
    expect(within(nav).getAllByRole('link', { name: 'Create account' })[0]).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(within(nav).queryByRole('button', { name: /^Account/ })).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('lists the six category pages and the three product types', async () => {
    const user = userEvent.setup();
    const { nav } = await renderNavbar();
    await user.click(within(nav).getByRole('button', { name: 'Categories' }));
    const categoryLinks = ['Mobile', 'Laptop', 'Accessories', 'Wearables', 'Audio', 'Gaming'].map(
      (key) => `/category/${key}`,
    );
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(categoryLinks));

    await user.click(within(nav).getByRole('button', { name: 'Products' }));
    expect(within(nav).getByRole('link', { name: 'All products' })).toHaveAttribute(
      'href',
      '/products?type=all',
    );
    expect(within(nav).getByRole('link', { name: 'New' })).toHaveAttribute('href', '/products?type=new');
    expect(within(nav).getByRole('link', { name: 'Used' })).toHaveAttribute('href', '/products?type=used');
  });

  it('gives a signed-in shopper an account menu that signs out', async () => {
    storeSession(createUser({ name: 'Mona Hassan' }));
    const user = userEvent.setup();
    const { nav, router } = await renderNavbar('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');

    await user.click(within(nav).getByRole('button', { name: 'Account: Mona Hassan' }));
    expect(within(nav).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/user-account');
    await user.click(within(nav).getByRole('button', { name: 'Sign out' }));

    expect(await within(nav).findAllByRole('link', { name: 'Sign in' })).not.toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the cart count a cartUpdated event reports, capped at 99+', async () => {
    storeSession(createUser());
    const { nav } = await renderNavbar();
    await within(nav).findByRole('button', { name: /^Account/ });
    const cart = within(nav).getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('count-badge')).not.toBeInTheDocument();

    // The badge starts listening in an effect after the navbar is drawn; on a busy machine that
    // can come a moment after the navbar shows, so the event is sent until it is heard.
    await waitFor(() => {
      act(() => {
        window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: 3 } }));
      });
      expect(within(nav).getByRole('link', { name: 'Cart, 3 items' })).toHaveTextContent('3');
    });

    act(() => {
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: 120 } }));
    });
    expect(within(nav).getByTestId('count-badge')).toHaveTextContent('99+');
  });

  it('names the Arabic cart link with the count its badge shows, so a spoken command finds it', async () => {
    storeSession(createUser());
    const { nav } = await renderNavbar('/ar/');
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    for (const count of [1, 2, 5]) {
      await waitFor(() => {
        act(() => {
          window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count } }));
        });
        const badge = within(nav).getByTestId('count-badge');
        expect(badge).toHaveTextContent(String(count));
        const link = badge.closest('a')!;
        expect(link.getAttribute('aria-label')).toContain(badge.textContent);
      });
    }
  });

  it('ignores cart events for guests', async () => {
    const { nav } = await renderNavbar();
    act(() => {
      window.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { count: 3 } }));
    });
    expect(within(nav).queryByTestId('count-badge')).not.toBeInTheDocument();
  });

  it('switches to the same page in Arabic and back, remembering the choice', async () => {
    const user = userEvent.setup();
    const { nav, router } = await renderNavbar('/?wishlist=none');
    const toArabic = within(nav).getByRole('link', { name: 'العربية' });
    expect(toArabic).toHaveAttribute('href', '/ar/?wishlist=none');
    await user.click(toArabic);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/'));
    expect(router.state.location.search).toBe('?wishlist=none');
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(localStorage.getItem('lang')).toBe('ar');
    expect(within(nav).getByRole('button', { name: 'الأقسام' })).toBeInTheDocument();
    // Every link on the Arabic page stays in Arabic.
    expect(within(nav).getByRole('link', { name: 'العروض' })).toHaveAttribute('href', '/ar/offers');

    await user.click(within(nav).getByRole('link', { name: 'English' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
    expect(localStorage.getItem('lang')).toBe('en');
  });

  it('follows the address back to the other language', async () => {
    const user = userEvent.setup();
    const { nav, router } = await renderNavbar('/');
    await user.click(within(nav).getByRole('link', { name: 'العربية' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('ar'));
    // An address in the other language (a link from elsewhere, the history) brings its language.
    // (Not `/`: there, a visitor who chose Arabic is sent on to /ar/.)
    act(() => void router.navigate('/signup'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('collapses its links behind a menu button on small screens', async () => {
    const user = userEvent.setup();
    const { nav } = await renderNavbar();
    const toggle = within(nav).getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveClass('hidden');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).not.toHaveClass('hidden');

    await user.click(within(menu).getByRole('link', { name: 'Offers' }));
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('heading', { level: 1, name: 'Exclusive Offers' })).toBeInTheDocument();
  });
});

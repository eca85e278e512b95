import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createUser, storeSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

const where = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('routes', () => {
  it.each(['/cart', '/checkout'])('sends a guest visiting %s to /login?redirect=cart', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(where(router)).toBe('/login?redirect=cart');
  });

  it.each(['/user-account', '/user-chats', '/trade-in', '/order/42'])(
    'sends a guest visiting %s to /login',
    async (path) => {
      const { router } = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(where(router)).toBe('/login');
    },
  );

  it('lets a signed-in shopper open the cart', async () => {
    storeSession(createUser());
    const { router } = renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopping cart' })).toBeInTheDocument();
    expect(where(router)).toBe('/cart');
  });

  it('opens each of the six category pages under its own name', async () => {
    renderApp('/category/Audio');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audio' })).toBeInTheDocument();
  });

  it('answers an unknown category with the not-found page', async () => {
    renderApp('/category/Toasters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('answers an unknown path with the not-found page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

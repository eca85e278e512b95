import type { Namespace } from '../shared/i18n/resources';
import { routePatterns } from '../shared/paths';

// The shop's pages: the pattern, the module the router loads for it (app/router.tsx; a test keeps
// the two in step) and the translation namespaces it reads beyond the shell's. Data only, so the
// page preloader (src/preload-page.ts) can use it before any of the app's code has arrived.

export interface ShopPage {
  pattern: string;
  /** Relative to the app root, as the build's module table names it. */
  module: string;
  namespaces: readonly Namespace[];
  /** Guests are sent to /login instead: not worth fetching ahead for someone not signed in. */
  signedInOnly?: boolean;
}

export const shopPages = {
  home: {
    pattern: routePatterns.home,
    module: 'src/features/home/pages/home-page.tsx',
    namespaces: ['home'],
  },
  products: {
    pattern: routePatterns.products,
    module: 'src/features/catalog/pages/products-page.tsx',
    namespaces: ['search'],
  },
  offers: {
    pattern: routePatterns.offers,
    module: 'src/features/offers/pages/offers-page.tsx',
    namespaces: ['offers'],
  },
  search: {
    pattern: routePatterns.search,
    module: 'src/features/search/pages/search-page.tsx',
    namespaces: ['search'],
  },
  category: {
    pattern: routePatterns.category,
    module: 'src/features/catalog/pages/category-page.tsx',
    namespaces: ['search'],
  },
  product: {
    pattern: routePatterns.product,
    module: 'src/features/catalog/pages/product-page.tsx',
    namespaces: ['product'],
  },
  login: {
    pattern: routePatterns.login,
    module: 'src/features/auth/pages/login-page.tsx',
    namespaces: ['auth'],
  },
  signup: {
    pattern: routePatterns.signup,
    module: 'src/features/auth/pages/signup-page.tsx',
    namespaces: ['auth'],
  },
  cart: {
    pattern: routePatterns.cart,
    module: 'src/features/cart/pages/cart-page.tsx',
    namespaces: ['orders'],
    signedInOnly: true,
  },
  checkout: {
    pattern: routePatterns.checkout,
    module: 'src/features/checkout/pages/checkout-page.tsx',
    namespaces: ['orders'],
    signedInOnly: true,
  },
  account: {
    pattern: routePatterns.account,
    module: 'src/features/account/pages/account-page.tsx',
    namespaces: ['auth', 'orders', 'tradeIn'],
    signedInOnly: true,
  },
  chats: {
    pattern: routePatterns.chats,
    module: 'src/features/chat/pages/chats-page.tsx',
    namespaces: ['chat'],
    signedInOnly: true,
  },
  tradeIn: {
    pattern: routePatterns.tradeIn,
    module: 'src/features/trade-in/pages/trade-in-page.tsx',
    namespaces: ['tradeIn'],
    signedInOnly: true,
  },
  order: {
    pattern: routePatterns.order,
    module: 'src/features/orders/pages/order-page.tsx',
    namespaces: ['orders'],
    signedInOnly: true,
  },
} as const satisfies Record<string, ShopPage>;

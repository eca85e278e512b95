import { createBrowserRouter, type RouteObject } from 'react-router';
import { routePatterns } from '../shared/paths';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';

// Every page is its own lazy chunk, so a shopper downloads only the code of the pages they open.
// The patterns come from the paths module, which also builds every link to them.
const page = (pattern: string): string => pattern.replace(/^\//, '');

export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: PageLoading,
    children: [
      {
        // Inside the layout, so a failing page keeps the navbar and footer around its error.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: () => import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: page(routePatterns.products),
            lazy: () =>
              import('../features/catalog/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
          },
          {
            path: page(routePatterns.offers),
            lazy: () =>
              import('../features/offers/pages/offers-page').then((m) => ({ Component: m.OffersPage })),
          },
          {
            path: page(routePatterns.search),
            lazy: () =>
              import('../features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })),
          },
          {
            path: page(routePatterns.category),
            lazy: () =>
              import('../features/catalog/pages/category-page').then((m) => ({
                loader: m.categoryLoader,
                Component: m.CategoryPage,
              })),
          },
          {
            path: page(routePatterns.product),
            lazy: () =>
              import('../features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })),
          },
          {
            path: page(routePatterns.login),
            lazy: () => import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
          },
          {
            path: page(routePatterns.signup),
            lazy: () =>
              import('../features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
          },
          {
            // SPEC §2: guests trying to reach their cart come back to it after signing in.
            element: <RequireAuth redirect="cart" />,
            children: [
              {
                path: page(routePatterns.cart),
                lazy: () =>
                  import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
              },
              {
                path: page(routePatterns.checkout),
                lazy: () =>
                  import('../features/checkout/pages/checkout-page').then((m) => ({
                    Component: m.CheckoutPage,
                  })),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: page(routePatterns.account),
                lazy: () =>
                  import('../features/account/pages/account-page').then((m) => ({
                    Component: m.AccountPage,
                  })),
              },
              {
                path: page(routePatterns.chats),
                lazy: () =>
                  import('../features/chat/pages/chats-page').then((m) => ({ Component: m.ChatsPage })),
              },
              {
                path: page(routePatterns.tradeIn),
                lazy: () =>
                  import('../features/trade-in/pages/trade-in-page').then((m) => ({
                    Component: m.TradeInPage,
                  })),
              },
              {
                path: page(routePatterns.order),
                lazy: () =>
                  import('../features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage })),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

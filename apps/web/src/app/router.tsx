import { createBrowserRouter, type RouteObject } from 'react-router';
import { adminRoute } from '../features/admin/admin-routes';
import { withTranslations } from '../shared/i18n/i18n';
import { routePatterns } from '../shared/paths';
import { PageLoading } from '../shared/ui/page-loading';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RouteError } from './route-error';
import { type ShopPage, shopPages } from './shop-pages';

// Every page is its own lazy chunk, so a shopper downloads only the code of the pages they open, and
// each fetches the translation namespaces it uses beside its code (the shell's are loaded already).
// The patterns come from the paths module, which also builds every link to them.
const page = (pattern: string): string => pattern.replace(/^\//, '');

/** A route's `lazy` for a shop page: its module and its texts, fetched side by side. */
const lazyPage = <T,>(shopPage: ShopPage, load: () => Promise<T>) =>
  withTranslations(shopPage.namespaces, load);

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
            lazy: lazyPage(shopPages.home, () =>
              import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
            ),
          },
          {
            path: page(routePatterns.products),
            lazy: lazyPage(shopPages.products, () =>
              import('../features/catalog/pages/products-page').then((m) => ({ Component: m.ProductsPage })),
            ),
          },
          {
            path: page(routePatterns.offers),
            lazy: lazyPage(shopPages.offers, () =>
              import('../features/offers/pages/offers-page').then((m) => ({ Component: m.OffersPage })),
            ),
          },
          {
            path: page(routePatterns.search),
            lazy: lazyPage(shopPages.search, () =>
              import('../features/search/pages/search-page').then((m) => ({ Component: m.SearchPage })),
            ),
          },
          {
            path: page(routePatterns.category),
            lazy: lazyPage(shopPages.category, () =>
              import('../features/catalog/pages/category-page').then((m) => ({
                loader: m.categoryLoader,
                Component: m.CategoryPage,
              })),
            ),
          },
          {
            path: page(routePatterns.product),
            lazy: lazyPage(shopPages.product, () =>
              import('../features/catalog/pages/product-page').then((m) => ({ Component: m.ProductPage })),
            ),
          },
          {
            path: page(routePatterns.login),
            lazy: lazyPage(shopPages.login, () =>
              import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
            ),
          },
          {
            path: page(routePatterns.signup),
            lazy: lazyPage(shopPages.signup, () =>
              import('../features/auth/pages/signup-page').then((m) => ({ Component: m.SignupPage })),
            ),
          },
          {
            // SPEC §2: guests trying to reach their cart come back to it after signing in.
            element: <RequireAuth redirect="cart" />,
            children: [
              {
                path: page(routePatterns.cart),
                lazy: lazyPage(shopPages.cart, () =>
                  import('../features/cart/pages/cart-page').then((m) => ({ Component: m.CartPage })),
                ),
              },
              {
                path: page(routePatterns.checkout),
                lazy: lazyPage(shopPages.checkout, () =>
                  import('../features/checkout/pages/checkout-page').then((m) => ({
                    Component: m.CheckoutPage,
                  })),
                ),
              },
            ],
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: page(routePatterns.account),
                lazy: lazyPage(shopPages.account, () =>
                  import('../features/account/pages/account-page').then((m) => ({
                    Component: m.AccountPage,
                  })),
                ),
              },
              {
                path: page(routePatterns.chats),
                lazy: lazyPage(shopPages.chats, () =>
                  import('../features/chat/pages/chats-page').then((m) => ({ Component: m.ChatsPage })),
                ),
              },
              {
                path: page(routePatterns.tradeIn),
                lazy: lazyPage(shopPages.tradeIn, () =>
                  import('../features/trade-in/pages/trade-in-page').then((m) => ({
                    Component: m.TradeInPage,
                  })),
                ),
              },
              {
                path: page(routePatterns.order),
                lazy: lazyPage(shopPages.order, () =>
                  import('../features/orders/pages/order-page').then((m) => ({ Component: m.OrderPage })),
                ),
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
  // The staff console: its own layout and guard, outside the shop's navbar and footer.
  { ...adminRoute, HydrateFallback: PageLoading },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;

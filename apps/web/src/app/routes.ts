import { index, layout, prefix, type RouteConfig, route } from '@react-router/dev/routes';
import { LANGUAGE_SEGMENT } from '../shared/language-paths';
import { LEGAL_PAGE_KEYS } from '../shared/legal-pages';
import { routePatterns } from '../shared/paths';

// Every page is a route module: its loader (the reads it renders with on the server), its action
// (the form it takes, where it has one), its meta and its component. The patterns come from the
// paths module, which also builds every link to them.
const at = (pattern: string) => pattern.replace(/^\//, '');
// The console's pages sit under its /admin route, and React Router reads a child's path from there.
const inConsole = (pattern: string) => pattern.replace(/^\/admin\//, '');
const feature = (file: string) => `../features/${file}`;

export default [
  // For search engines: plain answers, no page around them, one address whatever the language.
  route('robots.txt', feature('seo/routes/robots-txt.ts')),
  route('sitemap.xml', feature('seo/routes/sitemap-index.ts')),
  route('sitemaps/:file', feature('seo/routes/sitemap-file.ts')),
  // Every shop page at SPEC's path in English and under /ar/ in Arabic: one route, two addresses.
  ...prefix(LANGUAGE_SEGMENT, [
    layout('shop-layout.tsx', [
      // Pathless, inside the layout: a failing page keeps the navbar and footer around its error.
      layout('page-errors.tsx', [
        index(feature('home/pages/home-page.tsx')),
        route(at(routePatterns.products), feature('catalog/pages/products-page.tsx')),
        route(at(routePatterns.offers), feature('offers/pages/offers-page.tsx')),
        route(at(routePatterns.search), feature('search/pages/search-page.tsx')),
        route(at(routePatterns.category), feature('catalog/pages/category-page.tsx')),
        route(at(routePatterns.product), feature('catalog/pages/product-page.tsx')),
        route(at(routePatterns.login), feature('auth/pages/login-page.tsx')),
        route(at(routePatterns.signup), feature('auth/pages/signup-page.tsx')),
        route(at(routePatterns.forgotPassword), feature('auth/pages/forgot-password-page.tsx')),
        route(at(routePatterns.resetPassword), feature('auth/pages/reset-password-page.tsx')),
        // The shop's policies: one module, its texts chosen by the address.
        ...LEGAL_PAGE_KEYS.map((key) =>
          route(at(routePatterns[key]), feature('legal/pages/legal-page.tsx'), { id: `legal-${key}` }),
        ),
        // Guests are sent to /login, coming back here after signing in.
        layout('signed-in.tsx', [
          route(at(routePatterns.cart), feature('cart/pages/cart-page.tsx')),
          route(at(routePatterns.checkout), feature('checkout/pages/checkout-page.tsx')),
          route(at(routePatterns.account), feature('account/pages/account-page.tsx')),
          route(at(routePatterns.chats), feature('chat/pages/chats-page.tsx')),
          route(at(routePatterns.tradeIn), feature('trade-in/pages/trade-in-page.tsx')),
          route(at(routePatterns.order), feature('orders/pages/order-page.tsx')),
          route(at(routePatterns.notifications), feature('notifications/pages/notifications-page.tsx')),
        ]),
        route('*', 'not-found-page.tsx'),
      ]),
    ]),
  ]),
  // The staff console: its own layout and guard, outside the shop's navbar and footer.
  route(at(routePatterns.admin), feature('admin/layout/admin-layout.tsx'), [
    layout(feature('admin/layout/admin-page-errors.tsx'), [
      index(feature('admin/routes/dashboard.tsx')),
      route(inConsole(routePatterns.adminProducts), feature('admin/routes/products.tsx')),
      route(inConsole(routePatterns.adminNewProduct), feature('admin/routes/new-product.tsx')),
      route(inConsole(routePatterns.adminProduct), feature('admin/routes/product.tsx')),
      route(inConsole(routePatterns.adminOrders), feature('admin/routes/orders.tsx')),
      route(inConsole(routePatterns.adminOrder), feature('admin/routes/order.tsx')),
      route(inConsole(routePatterns.adminTradeIns), feature('admin/routes/trade-ins.tsx')),
      route(inConsole(routePatterns.adminTradeIn), feature('admin/routes/trade-in.tsx')),
      route(inConsole(routePatterns.adminMessages), feature('admin/routes/messages.tsx')),
      route(inConsole(routePatterns.adminBrands), feature('admin/routes/brands.tsx')),
      route(inConsole(routePatterns.adminReviews), feature('admin/routes/reviews.tsx')),
      route(inConsole(routePatterns.adminCoupons), feature('admin/routes/coupons.tsx')),
      route(inConsole(routePatterns.adminInstallmentPlans), feature('admin/routes/installment-plans.tsx')),
      route(inConsole(routePatterns.adminTradeInEstimates), feature('admin/routes/trade-in-estimates.tsx')),
      route(inConsole(routePatterns.adminDeliveryZones), feature('admin/routes/delivery-zones.tsx')),
      route(inConsole(routePatterns.adminStaff), feature('admin/routes/staff.tsx')),
      route(inConsole(routePatterns.adminAudit), feature('admin/routes/audit.tsx')),
      route(inConsole(routePatterns.adminOutbox), feature('admin/routes/outbox.tsx')),
      route('*', feature('admin/routes/not-found.tsx')),
    ]),
  ]),
] satisfies RouteConfig;

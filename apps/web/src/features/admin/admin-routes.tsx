import type { StaffPermission } from '@kahraba/domain';
import type { RouteObject } from 'react-router';
import { withTranslations } from '../../shared/i18n/i18n';
import { routePatterns } from '../../shared/paths';
import type { AdminRouteHandle } from './layout/admin-layout';

// The staff console's routes, mounted at /admin by the app's router beside (not inside) the shop's
// layout. Only this table is in the shop's first download: the layout, every page and the `admin`
// texts are lazy chunks fetched on /admin. Each route names the permission it needs; the layout
// shows "not allowed" instead of a page the role may not use (the API refuses its calls as well).

/** A console chunk, fetched together with the console's texts (the `admin` namespace, never in the shop's). */
const adminPage = <T,>(load: () => Promise<T>) => withTranslations(['admin'], load);

const guarded = (permission: StaffPermission, route: RouteObject): RouteObject => ({
  ...route,
  handle: { permission } satisfies AdminRouteHandle,
});

const pages: RouteObject[] = [
  {
    // Pathless, so a failing page keeps the console's header and sidebar around its error.
    lazy: adminPage(() =>
      import('./layout/admin-layout').then((m) => ({ ErrorBoundary: m.AdminRouteError })),
    ),
    children: [
      guarded('dashboard.read', {
        index: true,
        lazy: adminPage(() =>
          import('./dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })),
        ),
      }),
      guarded('catalog.read', {
        path: routePatterns.adminProducts,
        lazy: adminPage(() =>
          import('./products/products-page').then((m) => ({ Component: m.ProductsPage })),
        ),
      }),
      guarded('catalog.write', {
        path: routePatterns.adminNewProduct,
        lazy: adminPage(() =>
          import('./products/product-edit-page').then((m) => ({ Component: m.NewProductPage })),
        ),
      }),
      guarded('catalog.read', {
        path: routePatterns.adminProduct,
        lazy: adminPage(() =>
          import('./products/product-edit-page').then((m) => ({ Component: m.ProductEditPage })),
        ),
      }),
      guarded('orders.manage', {
        path: routePatterns.adminOrders,
        lazy: adminPage(() => import('./orders/orders-page').then((m) => ({ Component: m.OrdersPage }))),
      }),
      guarded('orders.manage', {
        path: routePatterns.adminOrder,
        lazy: adminPage(() =>
          import('./orders/order-detail-page').then((m) => ({ Component: m.OrderDetailPage })),
        ),
      }),
      guarded('tradeIns.manage', {
        path: routePatterns.adminTradeIns,
        lazy: adminPage(() =>
          import('./trade-ins/trade-ins-page').then((m) => ({ Component: m.TradeInsPage })),
        ),
      }),
      guarded('tradeIns.manage', {
        path: routePatterns.adminTradeIn,
        lazy: adminPage(() =>
          import('./trade-ins/trade-in-detail-page').then((m) => ({ Component: m.TradeInDetailPage })),
        ),
      }),
      guarded('chat.manage', {
        path: routePatterns.adminMessages,
        lazy: adminPage(() => import('./inbox/inbox-page').then((m) => ({ Component: m.InboxPage }))),
      }),
      guarded('catalog.read', {
        path: routePatterns.adminBrands,
        lazy: adminPage(() => import('./brands/brands-page').then((m) => ({ Component: m.BrandsPage }))),
      }),
      guarded('staff.manage', {
        path: routePatterns.adminStaff,
        lazy: adminPage(() => import('./staff/staff-page').then((m) => ({ Component: m.StaffPage }))),
      }),
      guarded('audit.read', {
        path: routePatterns.adminAudit,
        lazy: adminPage(() => import('./audit/audit-page').then((m) => ({ Component: m.AuditPage }))),
      }),
      {
        path: '*',
        lazy: adminPage(() => import('./layout/admin-layout').then((m) => ({ Component: m.AdminNotFound }))),
      },
    ],
  },
];

/** /admin and everything under it: the staff guard and console layout, then the pages. */
export const adminRoute: RouteObject = {
  path: routePatterns.admin,
  lazy: adminPage(() => import('./layout/admin-layout').then((m) => ({ Component: m.AdminRoot }))),
  children: pages,
};

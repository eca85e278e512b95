import { Outlet } from 'react-router';

// Pathless, inside the shop's layout: a failing page keeps the navbar and footer around its error.
export { RouteError as ErrorBoundary } from './route-error';

export default function ShopPages() {
  return <Outlet />;
}

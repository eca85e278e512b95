import { Outlet } from 'react-router';

// Pathless, inside the console's layout: a failing page keeps the header and sidebar around its
// error (AdminRouteError).
export { AdminRouteError as ErrorBoundary } from './admin-layout';

export default function AdminPages() {
  return <Outlet />;
}

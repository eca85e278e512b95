import { data } from 'react-router';
import { AdminNotFound } from '../layout/admin-layout';

/** An unknown console address answers 404, not a page. */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default AdminNotFound;

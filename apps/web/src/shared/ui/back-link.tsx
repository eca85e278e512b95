import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** "← Orders": back to the list a detail page was opened from; the arrow follows the reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="self-start text-sm font-semibold text-navy-700 hover:underline">
      <span aria-hidden="true" className="rtl:hidden">
        ←{' '}
      </span>
      <span aria-hidden="true" className="ltr:hidden">
        →{' '}
      </span>
      {children}
    </Link>
  );
}

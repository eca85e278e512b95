import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CountBadge } from '../shared/ui/count-badge';

export interface IconLinkProps {
  to: string;
  label: string;
  count: number;
  children: ReactNode;
}

/** A navbar icon that links somewhere, with a count badge (cart items, unread messages). */
export function IconLink({ to, label, count, children }: IconLinkProps) {
  return (
    <Link
      to={to}
      aria-label={label}
      // A little narrower on a phone: with the bell, five icons and the brand share its one row.
      className="relative inline-flex size-9 items-center justify-center rounded-lg text-navy-100 hover:bg-navy-800 hover:text-white sm:size-10"
    >
      {children}
      <CountBadge count={count} className="absolute -top-0.5 -end-0.5" />
    </Link>
  );
}

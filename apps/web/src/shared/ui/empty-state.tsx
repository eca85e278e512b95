import type { ReactNode } from 'react';
import { cn } from './cn';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A link or button that gets the shopper moving again ("Browse products"). */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level, so the state fits the page outline. */
  as?: 'h1' | 'h2' | 'h3';
  className?: string;
}

export function EmptyState({
  title,
  description,
  action,
  icon,
  as: Heading = 'h2',
  className,
}: EmptyStateProps) {
  return (
    <div
      className={cn('mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      {icon && (
        <div className="text-navy-400" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="text-xl font-bold text-navy-950">{title}</Heading>
      {description && <p className="text-navy-700">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

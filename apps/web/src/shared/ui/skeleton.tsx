import { cn } from './cn';

/** A grey placeholder of the size of what is loading; give it the final size so nothing shifts. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-navy-100 motion-reduce:animate-none', className)}
    />
  );
}

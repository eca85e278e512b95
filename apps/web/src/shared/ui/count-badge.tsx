import { badgeCountText } from '@kahraba/domain';
import { cn } from './cn';

export interface CountBadgeProps {
  count: number;
  className?: string;
}

/**
 * The small counter on the cart and messages icons: hidden at 0, capped at "99+" (SPEC §2).
 * Hidden from assistive technology: the control it sits on says the count in words.
 */
export function CountBadge({ count, className }: CountBadgeProps) {
  const text = badgeCountText(count);
  if (text === '') return null;
  return (
    <span
      aria-hidden="true"
      data-testid="count-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-volt-400 px-1 text-[0.6875rem] leading-none font-bold text-navy-950 tabular-nums',
        className,
      )}
    >
      {text}
    </span>
  );
}

import { useMediaQuery } from '../../../shared/ui/use-media-query';

/** True while the shopper asks the system for less motion; follows changes live. Unknown counts as no. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)') ?? false;
}

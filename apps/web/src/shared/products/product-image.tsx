import { useState } from 'react';
import { cn } from '../ui/cn';

/** Shown when a product's own picture cannot be loaded (SPEC §8: images fall back to a default). */
export const PLACEHOLDER_IMAGE = '/media/products/placeholder-kahraba-0.svg';

// Intrinsic size for the browser's layout before the picture arrives; CSS scales it to the box.
const INTRINSIC_SIZE = 400;

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Classes for the square box: its width (it fills its container otherwise), rounding, border. */
  className?: string;
  /** The page's main picture: load it at once and ahead of other pictures. */
  priority?: boolean;
}

/**
 * A product picture in a fixed square box, so nothing moves when it loads. Pictures below the fold
 * load lazily; a broken one is replaced by the placeholder once (never looping on a broken
 * placeholder).
 */
export function ProductImage({ src, alt, className, priority = false }: ProductImageProps) {
  const wanted = src?.trim() ? src : PLACEHOLDER_IMAGE;
  // Remember which source failed rather than a flag, so a new `src` gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === wanted ? PLACEHOLDER_IMAGE : wanted;

  return (
    <div className={cn('relative aspect-square overflow-hidden bg-white', className)}>
      <img
        src={shown}
        alt={alt}
        width={INTRINSIC_SIZE}
        height={INTRINSIC_SIZE}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
        onError={() => {
          if (shown !== PLACEHOLDER_IMAGE) setFailed(wanted);
        }}
        className="absolute inset-0 size-full object-contain"
      />
    </div>
  );
}

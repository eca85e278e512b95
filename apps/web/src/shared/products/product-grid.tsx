import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { cn } from '../ui/cn';
import { EmptyState } from '../ui/empty-state';
import { ErrorState } from '../ui/error-state';
import { Skeleton } from '../ui/skeleton';
import { CARD_HEIGHT_CLASS, cardHeightStyle } from './card-height';
import type { CardProduct } from './card-product';
import { ProductCard, type ProductCardLayout, type ProductCardProps } from './product-card';

const DEFAULT_SKELETONS = 8;

const layoutClasses = {
  // Two to a row on a phone, as shoppers here expect from a shop: one card a screen hid the rest.
  grid: `grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4 ${CARD_HEIGHT_CLASS}`,
  list: 'flex flex-col gap-3',
} as const satisfies Record<ProductCardLayout, string>;
// Cards off screen are neither laid out nor painted until scrolled to; a grid card's height is
// fixed, so the space kept for them is exact.
const GRID_ITEM_STYLE: CSSProperties = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto var(--card-h)',
};

export interface ProductGridProps {
  products: readonly CardProduct[] | undefined;
  isLoading?: boolean;
  /** Any truthy value shows the error state. */
  error?: unknown;
  onRetry?: () => void;
  /** Replaces the default "Failed to load products" text. */
  errorMessage?: ReactNode;
  layout?: ProductCardLayout;
  /** Shown when there is nothing to list; defaults to "No products found". */
  emptyState?: ReactNode;
  skeletonCount?: number;
  /** How many of the first cards are above the fold, so their pictures load at once. */
  priorityCount?: number;
  /** Passed to every card. */
  cardProps?: Pick<ProductCardProps, 'showCompare' | 'showViews'>;
  /** A badge for each product (the home page's best seller / popular badges). */
  badgeFor?: (product: CardProduct) => ReactNode;
  className?: string;
}

export function ProductCardSkeleton({ layout = 'grid' }: { layout?: ProductCardLayout }) {
  if (layout === 'list') {
    return (
      <div className="flex gap-4 rounded-2xl bg-white p-3 ring-1 ring-navy-100">
        <Skeleton className="aspect-square w-28 shrink-0 sm:w-40" />
        <div className="flex flex-1 flex-col gap-2 py-1">
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-5 w-3/4" />
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-6 w-32" />
        </div>
      </div>
    );
  }
  return (
    <div
      style={cardHeightStyle}
      className={`flex h-(--card-h) flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-navy-100 ${CARD_HEIGHT_CLASS}`}
    >
      <div className="border-b border-navy-100 p-3 sm:p-4">
        <Skeleton className="mx-auto size-28 sm:size-36" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-20" />
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-32" />
        <div className="mt-auto flex gap-2">
          <Skeleton className="h-8 flex-1" />
          <Skeleton className="h-8 flex-1" />
        </div>
      </div>
    </div>
  );
}

/** A listing of product cards with its loading, error and empty states. */
export function ProductGrid({
  products,
  isLoading = false,
  error,
  onRetry,
  errorMessage,
  layout = 'grid',
  emptyState,
  skeletonCount = DEFAULT_SKELETONS,
  priorityCount = 0,
  cardProps,
  badgeFor,
  className,
}: ProductGridProps) {
  const { t } = useTranslation('catalog');

  if (isLoading) {
    return (
      <div
        role="status"
        aria-busy="true"
        style={layout === 'grid' ? cardHeightStyle : undefined}
        className={cn(layoutClasses[layout], className)}
      >
        <span className="sr-only">{t('grid.loading')}</span>
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <ProductCardSkeleton key={index} layout={layout} />
        ))}
      </div>
    );
  }

  if (error) {
    return (
      <ErrorState message={errorMessage ?? t('grid.loadFailed')} onRetry={onRetry} className={className} />
    );
  }

  if (!products || products.length === 0) {
    return (
      <div className={className}>
        {emptyState ?? <EmptyState title={t('grid.empty')} description={t('grid.emptyHint')} />}
      </div>
    );
  }

  return (
    // The grid defines the card heights too: the space it keeps for cards off screen reads them.
    <ul
      style={layout === 'grid' ? cardHeightStyle : undefined}
      className={cn(layoutClasses[layout], className)}
    >
      {products.map((product, index) => (
        <li key={product._id} style={layout === 'grid' ? GRID_ITEM_STYLE : undefined}>
          <ProductCard
            product={product}
            layout={layout}
            priority={index < priorityCount}
            badge={badgeFor?.(product)}
            {...cardProps}
          />
        </li>
      ))}
    </ul>
  );
}

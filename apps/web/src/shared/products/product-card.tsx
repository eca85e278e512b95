import { displayPricing, hasRatings, isInStock, showsViewCount } from '@kahraba/domain';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { Badge } from '../ui/badge';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/cn';
import { Price } from '../ui/price';
import { WishlistHeart } from '../wishlist/wishlist-heart';
import { CARD_HEIGHT_CLASS, cardHeightStyle } from './card-height';
import type { CardProduct } from './card-product';
import { useCompare } from './compare-store';
import { ProductImage } from './product-image';
import { productName } from './product-text';
import { RatingStars } from './rating-stars';
import { VariantHint } from './variant-hint';

export type ProductCardLayout = 'grid' | 'list';

export interface ProductCardProps {
  product: CardProduct;
  layout?: ProductCardLayout;
  /** An extra badge beside the discount and EXCLUSIVE ones (the home page's "Best seller"). */
  badge?: ReactNode;
  showCompare?: boolean;
  showViews?: boolean;
  /** The first cards of a page: load their pictures at once. */
  priority?: boolean;
  className?: string;
}

function EyeIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      aria-hidden="true"
      className="size-4"
    >
      <path d="M1.7 10S4.7 4.2 10 4.2 18.3 10 18.3 10 15.3 15.8 10 15.8 1.7 10 1.7 10z" />
      <circle cx="10" cy="10" r="2.5" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
      <path d="M8 13.2 4.8 10l-1.2 1.2L8 15.6l8.4-8.4-1.2-1.2z" />
    </svg>
  );
}

/**
 * A product in a listing (SPEC §2 category card): picture, badges, brand, name, rating, price with
 * the old one struck through, stock, and the Compare and View details actions. The whole card is
 * clickable through its name link; the actions sit above that link. In the grid every card has the
 * same height (card-height.ts), so rows line up whatever the name's length.
 */
export function ProductCard({
  product,
  layout = 'grid',
  badge,
  showCompare = true,
  showViews = false,
  priority = false,
  className,
}: ProductCardProps) {
  const { t, i18n } = useTranslation('catalog');
  const compare = useCompare();
  const nameId = useId();
  const name = productName(product, currentLanguage(i18n));
  const href = paths.product(product._id);
  const pricing = displayPricing(product);
  const discount = pricing.percent;
  const inStock = isInStock(product);
  const compared = compare.has(product._id);
  const isList = layout === 'list';

  const badges = (discount > 0 || product.isExclusive || badge) && (
    <div className="pointer-events-none absolute top-2 start-2 flex flex-col items-start gap-1">
      {discount > 0 && (
        <Badge tone="danger">
          <span aria-hidden="true">{t('card.discount', { percent: discount })}</span>
          <span className="sr-only">{t('card.discountLabel', { percent: discount })}</span>
        </Badge>
      )}
      {product.isExclusive && <Badge tone="brand">{t('card.exclusive')}</Badge>}
      {badge}
    </div>
  );

  const actions = (
    // Side by side where both labels fit whole; otherwise each takes its own row, never cut.
    <div className={cn('relative z-10 flex shrink-0 flex-wrap gap-2', isList ? 'sm:flex-col' : 'mt-auto')}>
      {showCompare && (
        <button
          type="button"
          aria-pressed={compared}
          aria-describedby={nameId}
          onClick={() => compare.toggle(product)}
          className={cn(
            buttonClasses({ variant: compared ? 'secondary' : 'ghost', size: 'sm' }),
            !compared && 'ring-1 ring-navy-200',
            !isList && 'grow',
          )}
        >
          {compared && <CheckIcon />}
          {t('card.compare')}
        </button>
      )}
      <Link
        to={href}
        aria-describedby={nameId}
        className={cn(buttonClasses({ variant: 'primary', size: 'sm' }), !isList && 'grow')}
      >
        {t('card.viewDetails')}
      </Link>
    </div>
  );

  return (
    <article
      aria-labelledby={nameId}
      data-testid="product-card"
      style={isList ? undefined : cardHeightStyle}
      className={cn(
        'relative flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow hover:shadow-md',
        isList ? 'flex-row items-stretch gap-4 p-3' : `h-(--card-h) flex-col ${CARD_HEIGHT_CLASS}`,
        className,
      )}
    >
      <div
        className={cn('relative shrink-0', isList ? 'w-28 sm:w-40' : 'border-b border-navy-100 p-3 sm:p-4')}
      >
        <ProductImage
          src={product.image}
          alt={name}
          priority={priority}
          className={cn('rounded-lg', isList ? 'w-full' : 'mx-auto size-28 sm:size-36')}
        />
        {badges}
        {/* Above the card's link, like the actions. */}
        <WishlistHeart
          productId={product._id}
          productName={name}
          className={cn('absolute z-10', isList ? 'top-1 end-1' : 'top-2 end-2')}
        />
      </div>

      <div
        className={cn(
          'flex min-w-0 flex-1 gap-2',
          isList ? 'flex-col sm:flex-row sm:gap-4' : 'min-h-0 flex-col p-3 sm:p-4',
        )}
      >
        {/* In the grid's fixed height, a long name or variant summary is what gets cut, never the actions. */}
        <div
          className={cn(
            'flex min-w-0 flex-1 flex-col gap-1.5',
            !isList && 'min-h-0 overflow-hidden *:shrink-0',
          )}
        >
          <p className="text-xs font-semibold tracking-wide text-navy-600 uppercase">{product.brand}</p>
          <h3 id={nameId} className="line-clamp-2 text-sm leading-snug font-bold text-navy-950 sm:text-base">
            <Link
              to={href}
              className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-volt-500"
            >
              {name}
            </Link>
          </h3>
          {/* Stars only where shoppers rated it, views only when there are enough to mean something. */}
          {(hasRatings(product) || (showViews && showsViewCount(product.views))) && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              {hasRatings(product) && <RatingStars value={product.rating} />}
              {showViews && showsViewCount(product.views) && (
                <span className="inline-flex items-center gap-1 text-xs text-navy-600">
                  <EyeIcon />
                  {t('card.views', { count: product.views })}
                </span>
              )}
            </div>
          )}
          <Price amount={pricing.current} oldAmount={pricing.old} className="text-base sm:text-lg" />
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p className={cn('text-sm font-semibold', inStock ? 'text-green-700' : 'text-red-700')}>
              {inStock ? t('card.inStock') : t('card.outOfStock')}
            </p>
            <VariantHint product={product} name={name} />
          </div>
        </div>
        {actions}
      </div>
    </article>
  );
}

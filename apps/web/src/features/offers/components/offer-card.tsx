import {
  displayPricing,
  formatEgp,
  hasRatings,
  isInStock,
  type OfferLabel,
  offerDiscountPercent,
  offerLabel,
} from '@kahraba/domain';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { RatingStars } from '../../../shared/products/rating-stars';
import { Badge, type BadgeTone } from '../../../shared/ui/badge';
import { buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Price } from '../../../shared/ui/price';
import type { Offer } from '../lib/offers';

const LABEL_TONE: Record<OfferLabel, BadgeTone> = {
  EXCLUSIVE: 'brand',
  HOT_DEAL: 'danger',
  SALE: 'success',
};

export interface OfferCardProps {
  product: Offer;
  /** The first cards of the page: load their pictures at once. */
  priority?: boolean;
}

/**
 * An offer (SPEC §2): percent and label badges, an Out of Stock overlay, the price with the old
 * one struck through and what the shopper saves, and View Deal. The whole card leads to the
 * product through its name link; the buttons sit above that link.
 */
export function OfferCard({ product, priority = false }: OfferCardProps) {
  const { t, i18n } = useTranslation('offers');
  const language = currentLanguage(i18n);
  const nameId = useId();
  const quickViewId = useId();
  const quickViewButton = useRef<HTMLButtonElement>(null);
  const [quickViewOpen, setQuickViewOpen] = useState(false);

  const name = productName(product, language);
  const href = paths.product(product._id);
  const percent = offerDiscountPercent(product);
  const label = offerLabel(product);
  const inStock = isInStock(product);
  const { current, old, saved } = displayPricing(product);
  const kind = product.category
    ? t(`categories.${product.category}`)
    : t(`productTypes.${product.productType}`);
  const availability = inStock ? t('card.inStock', { count: product.quantity }) : t('card.unavailable');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && quickViewOpen) {
      setQuickViewOpen(false);
      quickViewButton.current?.focus();
    }
  };

  return (
    <article
      aria-labelledby={nameId}
      data-testid="offer-card"
      className="group relative flex w-full flex-col rounded-2xl bg-white shadow-sm ring-1 ring-navy-100 transition-shadow hover:shadow-md"
      onMouseLeave={() => setQuickViewOpen(false)}
      onKeyDown={onKeyDown}
    >
      <div className="relative border-b border-navy-100 p-4">
        <ProductImage
          src={product.image}
          alt={name}
          priority={priority}
          className="mx-auto h-44 rounded-lg"
        />

        {!inStock && (
          <div
            data-testid="out-of-stock-overlay"
            className="pointer-events-none absolute inset-0 flex items-center justify-center rounded-t-2xl bg-navy-950/60"
          >
            <span className="rounded-lg bg-white px-3 py-1 text-sm font-extrabold tracking-wide text-red-700 uppercase">
              {t('card.outOfStock')}
            </span>
          </div>
        )}

        <div className="pointer-events-none absolute top-2 start-2 flex flex-col items-start gap-1">
          {percent > 0 && (
            <Badge tone="danger" className="text-sm">
              {t('card.discount', { percent })}
            </Badge>
          )}
          {label && <Badge tone={LABEL_TONE[label]}>{t(`card.labels.${label}`)}</Badge>}
        </div>

        {/* Quick view: opens on hover or focus of its button; closes when the pointer leaves the card, focus leaves the button, or on Escape. */}
        <div className="absolute top-2 end-2 z-20">
          <button
            ref={quickViewButton}
            type="button"
            aria-expanded={quickViewOpen}
            aria-controls={quickViewId}
            aria-label={t('card.quickViewOf', { name })}
            onMouseEnter={() => setQuickViewOpen(true)}
            onFocus={() => setQuickViewOpen(true)}
            onBlur={() => setQuickViewOpen(false)}
            onClick={() => setQuickViewOpen(true)}
            className={cn(
              buttonClasses({ variant: 'secondary', size: 'sm' }),
              'transition-opacity sm:opacity-0 sm:group-hover:opacity-100 sm:focus-visible:opacity-100',
              quickViewOpen && 'sm:opacity-100',
            )}
          >
            {t('card.quickView')}
          </button>
          <section
            id={quickViewId}
            aria-label={t('card.quickViewOf', { name })}
            hidden={!quickViewOpen}
            className="absolute end-0 top-full mt-2 w-60 rounded-xl bg-white p-3 text-sm text-navy-900 shadow-lg ring-1 ring-navy-200"
          >
            {quickViewOpen && (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
                <dt className="font-semibold text-navy-600">{t('card.brand')}</dt>
                <dd>{product.brand}</dd>
                <dt className="font-semibold text-navy-600">{t('card.category')}</dt>
                <dd>{kind}</dd>
                <dt className="font-semibold text-navy-600">{t('card.discountLabel')}</dt>
                <dd>{t('card.discount', { percent })}</dd>
                {hasRatings(product) && (
                  <>
                    <dt className="font-semibold text-navy-600">{t('card.rating')}</dt>
                    <dd>
                      <RatingStars value={product.rating} showValue />
                    </dd>
                  </>
                )}
                <dt className="font-semibold text-navy-600">{t('card.availability')}</dt>
                <dd className={inStock ? 'text-green-700' : 'text-red-700'}>{availability}</dd>
              </dl>
            )}
          </section>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <p className="text-xs font-semibold tracking-wide text-navy-600 uppercase">{product.brand}</p>
        <h2 id={nameId} className="line-clamp-2 text-base leading-snug font-bold text-navy-950">
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-volt-500"
          >
            {name}
          </Link>
        </h2>
        <p className="text-sm text-navy-600">{kind}</p>
        <Price amount={current} oldAmount={old} className="text-lg" />
        {saved > 0 && (
          <p className="text-sm font-semibold text-green-700">
            {t('card.youSave', { amount: formatEgp(saved, language) })}
          </p>
        )}
        <p className={cn('text-sm font-semibold', inStock ? 'text-green-700' : 'text-red-700')}>
          {availability}
        </p>
        <div className="relative z-10 mt-auto pt-2">
          {inStock ? (
            <Link
              to={href}
              aria-describedby={nameId}
              className={cn(buttonClasses({ variant: 'primary' }), 'w-full')}
            >
              {t('card.viewDeal')}
            </Link>
          ) : (
            <button
              type="button"
              disabled
              aria-describedby={nameId}
              className={cn(buttonClasses({ variant: 'primary' }), 'w-full')}
            >
              {t('card.viewDeal')}
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

import { hasRatings, type Product, REVIEW_SORTS, type ReviewSort } from '@kahraba/domain';
import { type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/use-session';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { ErrorState } from '../../../shared/ui/error-state';
import { lazyInPlace } from '../../../shared/ui/lazy-in-place';
import { Select } from '../../../shared/ui/select';
import { Skeleton } from '../../../shared/ui/skeleton';
import { FIRST_REVIEW_PAGE, useMyReview, useReviewPage } from '../api/reviews';
import { ReviewItem } from './review-item';
import { ReviewSummary } from './review-summary';

// Only a shopper who received the product sees the form: its checks (the review schema, and with it
// zod) stay off every other product page's first load.
const ReviewForm = lazyInPlace(() => import('./review-form').then((module) => module.ReviewForm));

type ReviewsProduct = Pick<Product, '_id' | 'ratingsQuantity' | 'reviews'>;

/** Who may write: the form for a shopper who received the product, a note for others. */
function ReviewWriting({ productId }: { productId: string }) {
  const { t } = useTranslation('product');
  const { user } = useSession();
  const location = useLocation();
  const mine = useMyReview(productId);

  if (!user)
    return (
      <p className="flex flex-wrap items-center gap-3 text-navy-700">
        {t('reviews.signInToReview')}
        <Link
          to={paths.login(`${location.pathname}${location.search}`)}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('reviews.signIn')}
        </Link>
      </p>
    );
  if (!mine.data) return null;
  if (!mine.data.eligible) return <p className="text-navy-700">{t('reviews.notEligible')}</p>;
  return (
    <Suspense fallback={null}>
      <ReviewForm key={mine.data.review?.updatedAt ?? 'new'} productId={productId} mine={mine.data.review} />
    </Suspense>
  );
}

/**
 * The reviews tab: the average and each star's count, the reviews a page at a time (newest or
 * most helpful first), and the form for a shopper who may write one. With no review, SPEC §2's
 * message (or, for a product rated elsewhere, that no one has written one yet).
 */
export function ProductReviews({ product }: { product: ReviewsProduct }) {
  const { t } = useTranslation('product');
  const [sort, setSort] = useState<ReviewSort>(FIRST_REVIEW_PAGE.sort);
  const [page, setPage] = useState(FIRST_REVIEW_PAGE.page);
  const reviews = useReviewPage(product._id, { page, sort });
  const mine = useMyReview(product._id);

  let body: ReactNode;
  if (reviews.isPending) {
    body = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
    );
  } else if (reviews.isError) {
    body = (
      <ErrorState
        message={t('reviews.loadFailed')}
        onRetry={() => void reviews.refetch()}
        retrying={reviews.isFetching}
      />
    );
  } else if (reviews.data.total === 0) {
    body = (
      <p className="text-navy-700">
        {hasRatings(product)
          ? t('tabs.noWrittenReviews', { count: product.ratingsQuantity })
          : t('tabs.noReviews')}
      </p>
    );
  } else {
    const { items, summary, pages } = reviews.data;
    body = (
      <>
        <ReviewSummary summary={summary} />
        <Select
          label={t('reviews.sortLabel')}
          value={sort}
          onChange={(event) => {
            setSort(event.target.value as ReviewSort);
            setPage(1);
          }}
          options={REVIEW_SORTS.map((value) => ({ value, label: t(`reviews.sort.${value}`) }))}
          fieldClassName="max-w-xs"
        />
        <ul aria-label={t('reviews.listLabel')} className="flex flex-col gap-5">
          {items.map((review) => (
            <ReviewItem key={review._id} review={review} ownReviewId={mine.data?.review?._id} />
          ))}
        </ul>
        {pages > 1 && (
          <nav aria-label={t('reviews.paginationLabel')} className="flex items-center gap-3">
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('reviews.previous')}
            </Button>
            <span className="text-sm text-navy-700">{t('reviews.page', { page, pages })}</span>
            <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {t('reviews.next')}
            </Button>
          </nav>
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-6">
      <h2 id="reviews-heading" className="text-xl font-bold text-navy-950">
        {t('reviews.heading')}
      </h2>
      {body}
      <ReviewWriting productId={product._id} />
    </section>
  );
}

import { formatDateTime, type Review } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RatingStars } from '../../../shared/products/rating-stars';
import { useSession } from '../../../shared/session/use-session';
import { Badge } from '../../../shared/ui/badge';
import { Sentence, slot, UserText } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { toast } from '../../../shared/ui/toast';
import { useMarkHelpful } from '../api/reviews';

/** One review: stars, title, who and when, the verified-purchase mark, the text and Helpful. */
export function ReviewItem({ review, ownReviewId }: { review: Review; ownReviewId: string | undefined }) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const { user } = useSession();
  const markHelpful = useMarkHelpful(review.product);
  const date = formatDateTime(review.createdAt, language, { dateStyle: 'medium' });
  // Guests and the author see the count without the button.
  const canVote = user !== null && review._id !== ownReviewId;

  return (
    <li className="flex flex-col gap-2 border-b border-navy-100 pb-5 last:border-b-0">
      <div className="flex flex-wrap items-center gap-3">
        <RatingStars value={review.rating} />
        <h4 className="font-bold text-navy-950">
          <bdi>{review.title}</bdi>
        </h4>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-sm text-navy-600">
        {/* The name is the shopper's own text, in either script: isolated, so an Arabic byline
            never runs it into the date ("2026/11/Mona، 28"). */}
        <span>
          <Sentence
            text={t('reviews.byline', { name: slot('name'), date: slot('date') })}
            values={{ name: <UserText>{review.authorName}</UserText>, date: <bdi>{date}</bdi> }}
          />
        </span>
        {review.verifiedPurchase && <Badge tone="success">{t('reviews.verified')}</Badge>}
      </p>
      <p className="max-w-prose leading-relaxed whitespace-pre-line text-navy-900" dir="auto">
        {review.text}
      </p>
      <div>
        {canVote ? (
          <Button
            variant="ghost"
            size="sm"
            loading={markHelpful.isPending}
            aria-label={t('reviews.helpfulLabel', { title: review.title })}
            onClick={() =>
              markHelpful.mutate(review._id, {
                onSuccess: () => toast.success(t('reviews.helpfulThanks')),
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {t('reviews.helpful', { count: review.helpful })}
          </Button>
        ) : (
          <span className="text-sm text-navy-600">{t('reviews.helpful', { count: review.helpful })}</span>
        )}
      </div>
    </li>
  );
}

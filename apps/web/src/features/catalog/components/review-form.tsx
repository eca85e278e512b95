import {
  type MyReview,
  REVIEW_LIMITS,
  REVIEW_STARS,
  type ReviewPayload,
  reviewPayloadSchema,
} from '@kahraba/domain';
import { type FormEvent, useState } from 'react';
import { useActionData } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { controlClasses, Field, Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useWriteReview } from '../api/reviews';
import { REVIEW_INTENT } from '../lib/review-intent';
import type { action } from '../pages/product-page';

type FieldName = keyof ReviewPayload;
/** One star first, in reading order. */
const STARS_UP = [...REVIEW_STARS].reverse();
type Errors = Partial<Record<FieldName, string>>;

function StarPicker({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (stars: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('product');
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? 'review-rating-error' : undefined}>
      <legend className="text-sm font-semibold text-navy-900">{t('reviews.form.rating')}</legend>
      <div className="flex gap-1">
        {STARS_UP.map((stars) => (
          <label key={stars} className="cursor-pointer">
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
              className="peer sr-only"
            />
            <span className="sr-only">{t('reviews.stars', { count: stars })}</span>
            <svg
              viewBox="0 0 24 24"
              aria-hidden="true"
              className={cn(
                'size-8 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-volt-500',
                stars <= value ? 'fill-volt-400 text-volt-500' : 'fill-navy-100 text-navy-300',
              )}
              stroke="currentColor"
            >
              <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z" />
            </svg>
          </label>
        ))}
      </div>
      {error && (
        <p id="review-rating-error" className="text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Write or edit the shopper's review. A real form: before the scripts run it posts to the product
 * page's action; afterwards it checks the fields with the same schema as the API and saves in place.
 */
export function ReviewForm({ productId, mine }: { productId: string; mine: MyReview['review'] }) {
  const { t } = useTranslation('product');
  const write = useWriteReview(productId);
  const posted = useActionData<typeof action>();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [title, setTitle] = useState(mine?.title ?? '');
  const [text, setText] = useState(mine?.text ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const editing = mine !== null;

  const messages: Record<FieldName, string> = {
    rating: t('reviews.form.errors.rating'),
    title: t('reviews.form.errors.title', { min: REVIEW_LIMITS.titleMin, max: REVIEW_LIMITS.titleMax }),
    text: t('reviews.form.errors.text', { min: REVIEW_LIMITS.textMin, max: REVIEW_LIMITS.textMax }),
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = reviewPayloadSchema.safeParse({ rating, title, text });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] = messages[field];
      }
      setErrors(found);
      return;
    }
    setErrors({});
    write.mutate(parsed.data, {
      onSuccess: () => toast.success(t(editing ? 'reviews.form.updated' : 'reviews.form.published')),
      onError: (error) => toast.error(error.message || t('reviews.form.failed')),
    });
  }

  const failure = posted && 'reviewFailure' in posted ? posted.reviewFailure : null;

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="review-form-title"
      className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-navy-50 p-5"
    >
      <h3 id="review-form-title" className="text-lg font-bold text-navy-950">
        {t(editing ? 'reviews.form.editTitle' : 'reviews.form.writeTitle')}
      </h3>
      {mine?.hidden && <p className="text-sm text-navy-700">{t('reviews.form.hiddenNote')}</p>}
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <StarPicker value={rating} onChange={setRating} error={errors.rating} />
      <Input
        name="title"
        label={t('reviews.form.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        maxLength={REVIEW_LIMITS.titleMax}
        error={errors.title}
        required
      />
      <Field label={t('reviews.form.text')} error={errors.text} required>
        {(control) => (
          <textarea
            name="text"
            rows={5}
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={REVIEW_LIMITS.textMax}
            className={cn(controlClasses, 'h-auto py-2')}
            {...control}
          />
        )}
      </Field>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" loading={write.isPending}>
          {t(editing ? 'reviews.form.submitEdit' : 'reviews.form.submit')}
        </Button>
      </div>
    </form>
  );
}

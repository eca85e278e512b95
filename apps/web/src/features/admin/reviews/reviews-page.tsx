import { type AdminReview, adminReviewListQuerySchema } from '@kahraba/domain';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RatingStars } from '../../../shared/products/rating-stars';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { useAdminReviews, useSetReviewHidden } from '../api/reviews';
import { cellClasses, DataTable, HeaderCell, TableSkeleton } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { Pager } from '../components/pager';
import { useAdminFormat } from '../lib/format';
import { listQueryCodec, useListFilters } from '../lib/list-filters';

const codec = listQueryCodec(adminReviewListQuerySchema);

/** Reviews, newest first, each with a toggle that hides it from the shop or shows it again. */
export function ReviewsPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const { filters, setFilter, setPage } = useListFilters(codec);
  const reviews = useAdminReviews(filters);
  const filtered = filters.hidden !== undefined || filters.product !== undefined;
  const visibility = filters.hidden === undefined ? '' : filters.hidden ? 'hidden' : 'visible';

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('nav.reviews')} description={t('reviews.description')} />
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-navy-200 bg-white p-3">
        <Select
          label={t('reviews.visibility')}
          value={visibility}
          options={[
            { value: '', label: t('filters.all') },
            { value: 'visible', label: t('reviews.visible') },
            { value: 'hidden', label: t('reviews.hiddenOnly') },
          ]}
          onChange={(event) =>
            setFilter({ hidden: event.target.value === '' ? undefined : event.target.value === 'hidden' })
          }
          fieldClassName="w-52"
        />
      </div>

      {reviews.isPending ? (
        <TableSkeleton columns={5} label={t('reviews.loading')} />
      ) : reviews.isError ? (
        <ErrorState
          title={t('reviews.error')}
          message={errorText(reviews.error, tApp)}
          onRetry={() => void reviews.refetch()}
          retrying={reviews.isFetching}
        />
      ) : reviews.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('reviews.emptyFiltered') : t('reviews.empty')}
          description={filtered ? t('filters.tryOther') : undefined}
        />
      ) : (
        <>
          <DataTable
            caption={t('nav.reviews')}
            stale={reviews.isPlaceholderData}
            head={
              <>
                <HeaderCell>{t('reviews.when')}</HeaderCell>
                <HeaderCell>{t('reviews.product')}</HeaderCell>
                <HeaderCell>{t('reviews.review')}</HeaderCell>
                <HeaderCell>{t('reviews.status')}</HeaderCell>
                <HeaderCell>
                  <span className="sr-only">{t('table.actions')}</span>
                </HeaderCell>
              </>
            }
          >
            {reviews.data.items.map((review) => (
              <ReviewRow key={review._id} review={review} when={format.dateTime(review.createdAt)} />
            ))}
          </DataTable>
          <Pager
            page={reviews.data.page}
            pages={reviews.data.pages}
            summary={t('reviews.count', {
              count: reviews.data.total,
              value: format.number(reviews.data.total),
            })}
            onPage={setPage}
          />
        </>
      )}
    </div>
  );
}

function ReviewRow({ review, when }: { review: AdminReview; when: string }) {
  const { t } = useTranslation('admin');
  const setHidden = useSetReviewHidden();
  const hide = !review.hidden;

  function toggle() {
    setHidden.mutate(
      { id: review._id, hidden: hide },
      {
        onSuccess: () => toast.success(t(hide ? 'reviews.hiddenDone' : 'reviews.shownDone')),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  return (
    <tr data-testid="admin-review">
      <td className={`${cellClasses} whitespace-nowrap`}>{when}</td>
      <td className={cellClasses}>
        <bdi>{review.productName}</bdi>
        <span className="block text-xs text-navy-600">
          {review.author.name} · <bdi>{review.author.email}</bdi>
        </span>
      </td>
      <td className={cellClasses}>
        <RatingStars value={review.rating} />
        <bdi className="block font-semibold">{review.title}</bdi>
        <p className="line-clamp-3 max-w-md text-sm text-navy-700" dir="auto">
          {review.text}
        </p>
      </td>
      <td className={cellClasses}>
        <Badge tone={review.hidden ? 'warning' : 'success'}>
          {review.hidden ? t('reviews.hidden') : t('reviews.shown')}
        </Badge>
      </td>
      <td className={cellClasses}>
        <Button
          variant={hide ? 'secondary' : 'ghost'}
          size="sm"
          loading={setHidden.isPending}
          aria-label={t(hide ? 'reviews.hideLabel' : 'reviews.unhideLabel', { title: review.title })}
          onClick={toggle}
        >
          {t(hide ? 'reviews.hide' : 'reviews.unhide')}
        </Button>
      </td>
    </tr>
  );
}

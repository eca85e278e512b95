import { CATEGORY_PAGE_KEYS, LIMITS, OFFERS_SORTS, type OffersSort } from '@kahraba/domain';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { loadPageData } from '../../../shared/api/page-data';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { sharedPageHeaders } from '../../../shared/page-cache';
import { PagePreview } from '../../../shared/seo/page-preview';
import { firstProductImage } from '../../../shared/seo/store-structured-data';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { PageTitle } from '../../../shared/ui/page-title';
import { Select } from '../../../shared/ui/select';
import { offersQueryOptions, useOffers } from '../api/offers';
import { OfferCard } from '../components/offer-card';
import { OfferCardSkeleton } from '../components/offer-card-skeleton';
import {
  countOffersByCategory,
  filterOffers,
  type OffersCategory,
  parseOffersCategory,
  parseOffersSort,
  sortOffers,
} from '../lib/offers';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const FIRST_ROW = 4;

/** SPEC §2: the discounted and exclusive products, filtered by category page and sorted here. */
export function OffersPage() {
  const { t, i18n } = useTranslation('offers');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage(i18n);
  const offers = useOffers();
  // Kept in the URL, so a filtered list can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const category = parseOffersCategory(params.get('category'));
  const sort = parseOffersSort(params.get('sort'));

  const setParam = (name: 'category' | 'sort', value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const all = offers.data;
  const counts = useMemo(() => countOffersByCategory(all ?? []), [all]);
  const shown = useMemo(
    () => sortOffers(filterOffers(all ?? [], category), sort, language),
    [all, category, sort, language],
  );

  // How many of `shown` are drawn; back to one step whenever the filter or the sort changes.
  const listKey = `${category}|${sort}`;
  const [drawn, setDrawn] = useState<{ listKey: string; count: number }>({
    listKey,
    count: LIMITS.offersShownStep,
  });
  const drawnCount = drawn.listKey === listKey ? drawn.count : LIMITS.offersShownStep;
  const showMore = () => setDrawn({ listKey, count: drawnCount + LIMITS.offersShownStep });

  const filters: ReadonlyArray<{ key: OffersCategory; label: string }> = [
    { key: 'all', label: t('filters.all') },
    ...CATEGORY_PAGE_KEYS.map((key) => ({ key, label: tCommon(`categories.${key}.name`) })),
  ];

  let body: React.ReactNode;
  if (offers.isPending) {
    body = (
      <div role="status" aria-busy="true" className={GRID}>
        <span className="sr-only">{t('loading')}</span>
        {Array.from({ length: LIMITS.offersSkeleton }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <OfferCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (offers.isError) {
    body = (
      <ErrorState message={t('error')} onRetry={() => void offers.refetch()} retrying={offers.isFetching} />
    );
  } else if (shown.length === 0) {
    body = <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  } else {
    body = (
      <>
        <ul className={GRID}>
          {shown.slice(0, drawnCount).map((product, index) => (
            <li key={product._id} className="flex">
              <OfferCard product={product} priority={index < FIRST_ROW} />
            </li>
          ))}
        </ul>
        {drawnCount < shown.length && (
          <div className="mt-8 flex flex-col items-center gap-2">
            <p className="text-sm text-navy-700">
              {t('shownOf', { shown: drawnCount, total: shown.length })}
            </p>
            <Button variant="secondary" onClick={showMore}>
              {t('showMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <PageTitle>{tCommon('app.pageTitle', { page: t('title') })}</PageTitle>
      <PagePreview
        title={tCommon('app.pageTitle', { page: t('title') })}
        description={tCommon('seo.offers')}
        image={firstProductImage(all)}
      />
      <section className="bg-gradient-to-b from-navy-950 to-navy-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 md:py-14">
          <h1 className="text-4xl font-extrabold tracking-tight text-volt-400 md:text-5xl">{t('title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-navy-100">{t('subtitle')}</p>
        </div>
      </section>

      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">{t('filters.label')}</legend>
          {filters.map((filter) => {
            const active = filter.key === category;
            return (
              <button
                key={filter.key}
                type="button"
                aria-pressed={active}
                disabled={!all}
                onClick={() => setParam('category', filter.key === 'all' ? null : filter.key)}
                className={cn(
                  'inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors disabled:opacity-60',
                  active
                    ? 'bg-navy-950 text-white ring-navy-950'
                    : 'bg-white text-navy-900 ring-navy-200 hover:ring-volt-400',
                )}
              >
                {filter.label}
                {all ? (
                  <span
                    data-testid="offers-count"
                    className={cn(
                      'w-10 shrink-0 rounded-full text-center text-xs tabular-nums',
                      active ? 'bg-volt-400 text-navy-950' : 'bg-navy-100 text-navy-800',
                    )}
                  >
                    {counts[filter.key]}
                  </span>
                ) : (
                  // Holds the count's place while the offers load, so the filters do not grow and
                  // push the page down when the counts arrive.
                  <span aria-hidden="true" className="invisible w-10 shrink-0 text-xs">
                    0
                  </span>
                )}
              </button>
            );
          })}
        </fieldset>

        <div className="flex flex-wrap items-end justify-between gap-4">
          <p className="font-semibold text-navy-800" aria-live="polite">
            {all ? t('count', { count: shown.length }) : null}
          </p>
          <Select
            label={t('sort.label')}
            value={sort}
            onChange={(event) => setParam('sort', event.target.value)}
            options={OFFERS_SORTS.map((value: OffersSort) => ({ value, label: t(`sort.${value}`) }))}
            fieldClassName="w-60"
          />
        </div>

        {body}
      </div>
    </>
  );
}

export const handle = { i18n: ['offers'] };

export function loader() {
  return loadPageData((client) => client.prefetchQuery(offersQueryOptions()));
}

export default OffersPage;

/** A guest's copy of this page may be shared by every guest (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

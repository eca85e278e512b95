import { LIMITS } from '@kahraba/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMostViewed } from '../../../shared/products/api';
import { ProductGrid } from '../../../shared/products/product-grid';
import { EmptyState } from '../../../shared/ui/empty-state';
import { HomeBadge } from './home-badge';

/** The four most viewed products, each with its home badge (SPEC §2, §4). */
export function MostViewed() {
  const { t } = useTranslation('home');
  const headingId = useId();
  const mostViewed = useMostViewed();
  // One "now" per visit, so a badge does not flip while the shopper looks at it.
  const [now] = useState(() => new Date());

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pt-6 pb-6 sm:pb-12">
      <div className="mb-3 sm:mb-6">
        <h2 id={headingId} className="text-xl font-bold sm:text-2xl">
          {t('mostViewed.heading')}
        </h2>
        <p className="text-navy-700">{t('mostViewed.description')}</p>
      </div>
      <ProductGrid
        // SPEC §8: on failure the message shows in place of the (empty) list.
        products={mostViewed.data?.slice(0, LIMITS.mostViewed)}
        isLoading={mostViewed.isPending}
        error={mostViewed.error}
        errorMessage={t('products.error')}
        onRetry={() => void mostViewed.refetch()}
        skeletonCount={LIMITS.mostViewed}
        priorityCount={LIMITS.mostViewed}
        cardProps={{ showCompare: false, showViews: true }}
        badgeFor={(product) => <HomeBadge product={product} now={now} />}
        emptyState={<EmptyState as="h3" title={t('mostViewed.empty')} />}
      />
    </section>
  );
}

import { LIMITS } from '@kahraba/domain';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRelatedProducts } from '../../../shared/products/api';
import { ProductGrid } from '../../../shared/products/product-grid';

/** Four products of the same category; nothing at all when there are none (SPEC §8: silent). */
export function ProductRelated({ productId }: { productId: string }) {
  const { t } = useTranslation('product');
  const headingId = useId();
  const related = useRelatedProducts(productId);
  if (!related.isPending && (related.data?.length ?? 0) === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold text-navy-950">
        {t('related.title')}
      </h2>
      <ProductGrid
        products={related.data?.slice(0, LIMITS.related)}
        isLoading={related.isPending}
        skeletonCount={LIMITS.related}
      />
    </section>
  );
}

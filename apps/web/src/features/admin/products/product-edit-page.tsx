import { can } from '@kahraba/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/use-session';
import { BackLink } from '../../../shared/ui/back-link';
import { Badge } from '../../../shared/ui/badge';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { useAdminDealers } from '../api/dealers';
import { useAdminProduct, useCreateProduct, useUpdateProduct } from '../api/products';
import { PageHeader } from '../components/page-header';
import { useAdminFormat } from '../lib/format';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductForm } from './product-form';
import { productFormDefaults } from './product-form-values';
import { StockDialog } from './stock-dialog';
import { VariantSection } from './variant-section';

/** Brand names to suggest in the form; the form works without them (a failed list is no reason to stop). */
function useBrandNames(): string[] {
  const dealers = useAdminDealers();
  return (dealers.data ?? []).map((dealer) => dealer.name);
}

export function NewProductPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const create = useCreateProduct();
  const brands = useBrandNames();
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.adminProducts()}>{t('products.backToList')}</BackLink>
      <PageHeader title={t('productForm.newTitle')} />
      <ProductForm
        mode="create"
        defaultValues={productFormDefaults()}
        brands={brands}
        onSubmit={async (payload) => {
          const product = await create.mutateAsync(payload);
          toast.success(t('productForm.created', { name: product.name }));
          await navigate(paths.adminProduct(product._id), { replace: true });
        }}
      />
    </div>
  );
}

export function ProductEditPage() {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const { id = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const format = useAdminFormat();
  const product = useAdminProduct(id);
  const update = useUpdateProduct(id);
  const brands = useBrandNames();
  const [stockOpen, setStockOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const canWrite = can(user?.role, 'catalog.write');

  if (product.isPending) {
    return (
      <div role="status" aria-label={t('products.loadingOne')} className="flex flex-col gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  }
  if (product.isError) {
    const notFound = product.error instanceof ApiError && product.error.status === 404;
    return notFound ? (
      <EmptyState
        as="h1"
        title={t('products.notFound')}
        action={
          <Link to={paths.adminProducts()} className={buttonClasses({ variant: 'secondary' })}>
            {t('products.backToList')}
          </Link>
        }
      />
    ) : (
      <ErrorState
        title={t('products.errorOne')}
        message={errorText(product.error, tApp)}
        onRetry={() => void product.refetch()}
        retrying={product.isFetching}
      />
    );
  }

  const current = product.data;
  return (
    <div className="flex flex-col gap-4">
      <BackLink to={paths.adminProducts()}>{t('products.backToList')}</BackLink>
      <PageHeader
        title={canWrite ? t('productForm.editTitle', { name: current.name }) : current.name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <span>
              {t('products.stockNow', { count: current.quantity, value: format.number(current.quantity) })}
            </span>
            {current.lowStock && (
              <Badge tone={current.quantity === 0 ? 'danger' : 'warning'}>
                {current.quantity === 0 ? t('products.outOfStock') : t('products.lowStock')}
              </Badge>
            )}
          </span>
        }
        actions={
          <>
            <Link to={paths.product(current._id)} className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              {t('products.viewInShop')}
            </Link>
            {can(user?.role, 'audit.read') && (
              <Link
                to={paths.adminAudit({ entity: 'product', entityId: current._id })}
                className={buttonClasses({ variant: 'ghost', size: 'sm' })}
              >
                {t('products.history')}
              </Link>
            )}
            {canWrite && (
              <>
                <Button variant="secondary" size="sm" onClick={() => setStockOpen(true)}>
                  {t('products.adjustStock')}
                </Button>
                <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
                  {t('actions.delete')}
                </Button>
              </>
            )}
          </>
        }
      />
      {!canWrite && <p className="text-sm text-navy-700">{t('products.readOnly')}</p>}
      <ProductForm
        key={current._id}
        mode="edit"
        readOnly={!canWrite}
        defaultValues={productFormDefaults(current)}
        brands={brands}
        onSubmit={async (payload) => {
          const saved = await update.mutateAsync(payload);
          toast.success(t('productForm.saved', { name: saved.name }));
        }}
      />
      <VariantSection key={`variant-${current._id}`} product={current} readOnly={!canWrite} />
      {canWrite && (
        <>
          <StockDialog product={current} open={stockOpen} onClose={() => setStockOpen(false)} />
          <DeleteProductDialog
            product={deleting ? current : null}
            onClose={() => setDeleting(false)}
            onDeleted={() => void navigate(paths.adminProducts(), { replace: true })}
          />
        </>
      )}
    </div>
  );
}

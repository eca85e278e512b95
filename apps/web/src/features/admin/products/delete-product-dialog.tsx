import type { AdminProduct } from '@kahraba/domain';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toast } from '../../../shared/ui/toast';
import { useDeleteProduct } from '../api/products';
import { ConfirmDialog } from '../components/confirm-dialog';

export interface DeleteProductDialogProps {
  product: Pick<AdminProduct, '_id' | 'name'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteProductDialog({ product, onClose, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      title={t('products.deleteTitle')}
      description={t('products.deleteText', { name: product?.name ?? '' })}
      confirmLabel={t('actions.delete')}
      danger
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product._id, {
          onSuccess: () => {
            toast.success(t('products.deleted', { name: product.name }));
            onClose();
            onDeleted?.();
          },
          onError: (error) => toast.error(errorText(error, tApp)),
        });
      }}
    />
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminProduct,
  type StockAdjustmentPayload,
  stockAdjustmentPayloadSchema,
} from '@kahraba/domain';
import { useForm, useWatch } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { Input } from '../../../shared/ui/field';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { useAdjustStock, useStockHistory } from '../api/products';
import { useAdminFormat } from '../lib/format';
import { parseTypedNumber } from '../lib/numbers';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';

export interface StockDialogProps {
  product: Pick<AdminProduct, '_id' | 'name' | 'quantity'>;
  open: boolean;
  onClose: () => void;
}

/** Adds or removes units with the reason, and shows what was changed before (and by whom). */
export function StockDialog({ product, open, onClose }: StockDialogProps) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('stock.title', { name: product.name })}
      description={t('stock.current', { count: product.quantity, value: format.number(product.quantity) })}
      className="w-[min(40rem,calc(100vw-2rem))]"
    >
      {open && (
        <div className="flex flex-col gap-6">
          <StockForm product={product} onDone={onClose} />
          <StockHistory productId={product._id} />
        </div>
      )}
    </Dialog>
  );
}

function StockForm({ product, onDone }: { product: StockDialogProps['product']; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const adjust = useAdjustStock(product._id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<StockAdjustmentPayload>({
    resolver: zodResolver(stockAdjustmentPayloadSchema, zodFormOptions),
    defaultValues: { reason: '' },
  });
  const delta = useWatch({ control, name: 'delta' });
  const after = typeof delta === 'number' && Number.isInteger(delta) ? product.quantity + delta : null;

  const submit = handleSubmit(async (payload) => {
    try {
      await adjust.mutateAsync(payload);
      toast.success(t('stock.saved'));
      onDone();
    } catch (error) {
      if (applyServerIssues(error, setError, (path) => path === 'delta' || path === 'reason')) return;
      // 409: the stock would go below zero (someone sold units meanwhile): said beside the change.
      if (error instanceof ApiError && error.status === 409) {
        setError('delta', { type: 'server', message: error.message });
        return;
      }
      toast.error(errorText(error, tApp));
    }
  });

  const deltaError = errors.delta?.type === 'server' ? errors.delta.message : validationText(errors.delta, t);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Input
          label={t('stock.delta')}
          hint={
            after !== null && after >= 0
              ? t('stock.after', { value: format.number(after) })
              : t('stock.deltaHint')
          }
          inputMode="numeric"
          required
          error={deltaError}
          {...register('delta', { setValueAs: (text) => parseTypedNumber(text) })}
        />
        <Input
          label={t('stock.reason')}
          required
          error={validationText(errors.reason, t)}
          {...register('reason')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={adjust.isPending}>
          {t('stock.submit')}
        </Button>
      </div>
    </form>
  );
}

function StockHistory({ productId }: { productId: string }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const format = useAdminFormat();
  const history = useStockHistory(productId);
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-bold text-navy-950">{t('stock.historyTitle')}</h3>
      {history.isPending ? (
        <div role="status" aria-label={t('stock.historyLoading')} className="flex flex-col gap-2">
          <Skeleton className="h-6" />
          <Skeleton className="h-6" />
        </div>
      ) : history.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(history.error, tApp)}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-navy-600">{t('stock.historyEmpty')}</p>
      ) : (
        <ol className="flex max-h-64 flex-col divide-y divide-navy-100 overflow-y-auto text-sm">
          {history.data.map((entry) => (
            <li key={entry._id} className="flex flex-wrap items-baseline gap-x-3 py-2">
              <span
                dir="ltr"
                className={entry.delta > 0 ? 'font-bold text-green-700' : 'font-bold text-red-700'}
              >
                {entry.delta > 0 ? '+' : '−'}
                {format.number(Math.abs(entry.delta))}
              </span>
              <span className="text-navy-700">
                {t('stock.afterShort', { value: format.number(entry.quantityAfter) })}
              </span>
              <bdi className="min-w-0 flex-1 text-navy-900">{entry.reason}</bdi>
              <span className="text-xs text-navy-600">
                {t('stock.by', { name: entry.actor.name, date: format.dateTime(entry.createdAt) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { type AdminOrder, nextOrderStatuses, type OrderStatus, trackingNumberSchema } from '@kahraba/domain';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Identifier, Sentence, slot } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useSetOrderStatus } from '../api/orders';
import { ConfirmDialog } from '../components/confirm-dialog';

/**
 * One button per status the order may move to now (ORDER_TRANSITIONS), so staff cannot even try
 * an illegal move; cancelling, which gives the stock back and cannot be undone, asks first. Shipping
 * needs the courier's tracking number (the server refuses it without one), which the shopper then sees.
 */
export function OrderStatusActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const setStatus = useSetOrderStatus(order._id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingError, setTrackingError] = useState<string | undefined>();
  const next = nextOrderStatuses(order.status);
  const canShip = (next as readonly OrderStatus[]).includes('shipped');

  const ship = () => {
    const given = trackingNumber.trim();
    if (!given) {
      setTrackingError(t('orders.trackingNumberRequired'));
      return;
    }
    if (!trackingNumberSchema.safeParse(given).success) {
      setTrackingError(t('orders.trackingNumberInvalid'));
      return;
    }
    setTrackingError(undefined);
    move('shipped', given);
  };

  const move = (status: OrderStatus, tracking?: string) =>
    setStatus.mutate(tracking ? { status, trackingNumber: tracking } : { status }, {
      onSuccess: () => {
        toast.success(t('orders.statusChanged', { status: t(`orderStatus.${status}`) }));
        setConfirmingCancel(false);
      },
      onError: (error) => {
        toast.error(errorText(error, tApp));
        setConfirmingCancel(false);
      },
    });

  if (next.length === 0) {
    return <p className="text-sm text-navy-700">{t('orders.final')}</p>;
  }

  return (
    <div className="flex flex-col gap-3">
      {canShip && (
        <Input
          label={t('orders.trackingNumber')}
          hint={t('orders.trackingNumberHint')}
          error={trackingError}
          value={trackingNumber}
          onChange={(event) => {
            setTrackingNumber(event.target.value);
            // Once the field is fixed, its error goes.
            if (trackingError && trackingNumberSchema.safeParse(event.target.value.trim()).success)
              setTrackingError(undefined);
          }}
          required
          dir="ltr"
          maxLength={40}
          autoComplete="off"
          fieldClassName="max-w-xs"
        />
      )}
      <div className="flex flex-wrap gap-2">
        {next.map((status) =>
          status === 'cancelled' ? (
            <Button
              key={status}
              variant="danger"
              disabled={setStatus.isPending}
              onClick={() => setConfirmingCancel(true)}
            >
              {t('orders.cancel')}
            </Button>
          ) : (
            <Button
              key={status}
              loading={setStatus.isPending && setStatus.variables?.status === status}
              disabled={setStatus.isPending}
              onClick={() => (status === 'shipped' ? ship() : move(status))}
            >
              {t(`orders.moveTo.${status}`)}
            </Button>
          ),
        )}
      </div>
      <ConfirmDialog
        open={confirmingCancel}
        title={t('orders.cancelTitle')}
        description={
          <Sentence
            text={t('orders.cancelText', { number: slot('number') })}
            values={{ number: <Identifier>{order.orderNumber}</Identifier> }}
          />
        }
        confirmLabel={t('orders.cancelConfirm')}
        danger
        busy={setStatus.isPending}
        onClose={() => setConfirmingCancel(false)}
        onConfirm={() => move('cancelled')}
      />
    </div>
  );
}

import { type Cart, roundEgp } from '@kahraba/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Price } from '../../../shared/ui/price';

export interface CartSummaryProps {
  cart: Cart;
  /** In EGP; undefined shows "calculated at checkout". */
  shippingFee?: number;
  /** In EGP: what the shopper pays. Defaults to the cart total after discount. */
  total?: number;
  children?: ReactNode;
}

/** The order summary shared by the cart and checkout pages. */
export function CartSummary({ cart, shippingFee, total, children }: CartSummaryProps) {
  const { t } = useTranslation('orders');
  const count = cart.items.reduce((sum, item) => sum + item.quantity, 0);
  const discountAmount = roundEgp(cart.total - cart.totalAfterDiscount);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="flex flex-col gap-3 rounded-2xl border border-navy-200 bg-white p-5"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-navy-950">
        {t('summary.heading')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('summary.items', { count })}</dt>
          <dd>
            <Price amount={cart.total} />
          </dd>
        </div>
        {discountAmount > 0 && (
          <div className="flex justify-between gap-4 text-green-800">
            <dt>{t('summary.discount', { percent: cart.discount })}</dt>
            <dd>
              −<Price amount={discountAmount} />
            </dd>
          </div>
        )}
        <div className="flex justify-between gap-4">
          <dt>{t('summary.shipping')}</dt>
          <dd>
            {shippingFee === undefined ? t('summary.shippingAtCheckout') : <Price amount={shippingFee} />}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-navy-200 pt-2 text-base font-bold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="summary-total">
            <Price amount={total ?? cart.totalAfterDiscount} />
          </dd>
        </div>
      </dl>
      {children}
    </section>
  );
}

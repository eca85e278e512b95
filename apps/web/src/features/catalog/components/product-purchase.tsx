import { effectivePrice, isInStock, type Product } from '@kahraba/domain';
import { useState } from 'react';
import { useActionData, useLocation, useNavigate } from 'react-router';
import { useAddToCart } from '../../../shared/cart-api';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StockAlertButton } from '../../../shared/notifications/stock-alert';
import { paths } from '../../../shared/paths';
import { productName } from '../../../shared/products/product-text';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { CartIcon } from '../../../shared/ui/icons';
import { Price } from '../../../shared/ui/price';
import { toast } from '../../../shared/ui/toast';
import type { action } from '../pages/product-page';
import { ProductQuantity } from './product-quantity';
import { ProductReferralDialog } from './product-referral-dialog';

type PurchaseFields = Pick<
  Product,
  '_id' | 'name' | 'nameAr' | 'quantity' | 'referralCode' | 'price' | 'priceAfterDiscount'
>;

/**
 * Stock, quantity and Add to cart; on a phone also a bar kept at the bottom of the screen with the
 * price and Add to cart, so the shopper can buy from anywhere down the page (specifications,
 * reviews) without scrolling back up.
 */
export function ProductPurchase({ product }: { product: PurchaseFields }) {
  const { t, i18n } = useTranslation('product');
  const { t: tApp } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const addToCart = useAddToCart();
  // The form posted without scripts and the server refused it (e.g. more than the stock).
  const posted = useActionData<typeof action>();
  const [quantity, setQuantity] = useState(1);
  const [referralOpen, setReferralOpen] = useState(false);

  const stock = product.quantity;
  const inStock = isInStock(product);
  const referralCode = product.referralCode?.trim();

  function add() {
    const count = quantity;
    addToCart.mutate(
      { product: product._id, quantity: count },
      {
        onSuccess: () => toast.success(t('cart.added', { count })),
        onError: () => toast.error(t('cart.failed')),
      },
    );
  }

  function onAddClick() {
    if (!user) {
      // Back to this page after signing in.
      navigate(paths.login(`${location.pathname}${location.search}`));
      return;
    }
    if (referralCode) {
      setReferralOpen(true);
      return;
    }
    add();
  }

  return (
    <div className="flex flex-col gap-4">
      <p className={inStock ? 'font-semibold text-green-700' : 'font-semibold text-red-700'}>
        {inStock ? t('stock.inStock', { count: stock }) : t('stock.outOfStock')}
      </p>
      {!inStock && (
        <StockAlertButton productId={product._id} name={productName(product, currentLanguage(i18n))} />
      )}

      {/* A real form: before the scripts run (or without them) it posts to the page's action. */}
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          onAddClick();
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <ProductQuantity
          name="quantity"
          value={quantity}
          max={stock}
          onChange={setQuantity}
          disabled={!inStock}
        />
        <Button
          type="submit"
          size="lg"
          disabled={!inStock}
          loading={addToCart.isPending}
          className="min-w-48 flex-1 sm:flex-none"
        >
          {!addToCart.isPending && <CartIcon className="size-5" />}
          {t('cart.add')}
        </Button>
      </form>
      <p className="text-sm text-navy-700">{tApp('alerts.priceDropHint')}</p>
      {posted && 'failure' in posted && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {posted.failure}
        </p>
      )}

      {inStock && (
        <div
          data-testid="purchase-bar"
          className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-navy-100 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:hidden"
        >
          <Price amount={effectivePrice(product)} className="text-lg" />
          <Button loading={addToCart.isPending} onClick={onAddClick} className="min-w-40">
            {!addToCart.isPending && <CartIcon className="size-5" />}
            {t('cart.add')}
          </Button>
        </div>
      )}

      {referralCode && (
        <ProductReferralDialog
          code={referralCode}
          open={referralOpen}
          onCancel={() => setReferralOpen(false)}
          onContinue={() => {
            setReferralOpen(false);
            add();
          }}
        />
      )}
    </div>
  );
}

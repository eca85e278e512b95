import { isInStock, type Product } from '@kahraba/domain';
import { useState } from 'react';
import { useActionData, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { useSession } from '../../../shared/session/use-session';
import { Button } from '../../../shared/ui/button';
import { CartIcon } from '../../../shared/ui/icons';
import { toast } from '../../../shared/ui/toast';
import { useAddToCart } from '../api/add-to-cart';
import type { action } from '../pages/product-page';
import { ProductQuantity } from './product-quantity';
import { ProductReferralDialog } from './product-referral-dialog';

type PurchaseFields = Pick<Product, '_id' | 'quantity' | 'referralCode'>;

/** Stock, quantity and Add to cart. */
export function ProductPurchase({ product }: { product: PurchaseFields }) {
  const { t } = useTranslation('product');
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
      {posted && 'failure' in posted && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {posted.failure}
        </p>
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

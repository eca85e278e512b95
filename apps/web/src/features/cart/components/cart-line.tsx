import { type CartItem, effectivePrice, formatEgp, roundEgp } from '@kahraba/domain';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { Button } from '../../../shared/ui/button';
import { Price } from '../../../shared/ui/price';
import { Spinner } from '../../../shared/ui/spinner';
import { toast } from '../../../shared/ui/toast';
import { serverMessage, useRemoveCartLine, useUpdateCartLine } from '../api/cart';

/** One cart line with its own busy state, so changing one line never blocks the others. */
export function CartLine({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation('orders');
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const busy = update.isPending || remove.isPending;
  const { product, quantity } = item;
  const language = currentLanguage(i18n);
  const name = productName(product, language);
  const unitPrice = effectivePrice(product);
  const stock = product.quantity;

  const failureText = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.code === 'PRODUCT_NOT_FOUND')
      return t('cart.toasts.productNotFound');
    return serverMessage(error, fallback);
  };

  const setQuantity = (next: number) => {
    if (next < 1 || busy) return;
    // SPEC §5: never above stock; the shopper is told how many there are instead.
    if (next > stock) {
      toast.error(t('cart.toasts.onlyAvailable', { count: stock }));
      return;
    }
    update.mutate(
      { product: product._id, quantity: next },
      {
        onSuccess: () => toast.success(t('cart.toasts.cartUpdated')),
        onError: (error) => toast.error(failureText(error, t('cart.toasts.failedToUpdate'))),
      },
    );
  };

  const onRemove = () =>
    remove.mutate(product._id, {
      onSuccess: () => toast.success(t('cart.toasts.itemRemoved')),
      onError: (error) => toast.error(failureText(error, t('cart.toasts.failedToRemove'))),
    });

  return (
    <li
      aria-busy={busy || undefined}
      className="flex gap-4 rounded-2xl border border-navy-200 bg-white p-4 data-[busy=true]:opacity-70"
      data-busy={busy}
    >
      <Link to={paths.product(product._id)} className="w-24 shrink-0">
        <ProductImage src={product.image} alt={name} className="rounded-lg" />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold text-navy-600">{product.brand}</p>
            <Link to={paths.product(product._id)} className="font-bold text-navy-950 hover:underline">
              {name}
            </Link>
            <p className="text-sm text-navy-700">
              {t('cart.each', { price: formatEgp(unitPrice, language) })}
            </p>
          </div>
          <Price amount={roundEgp(unitPrice * quantity)} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('cart.decrease', { name })}
              disabled={busy || quantity <= 1}
              onClick={() => setQuantity(quantity - 1)}
            >
              −
            </Button>
            <output aria-label={t('cart.quantity', { name })} className="min-w-8 text-center font-bold">
              {quantity}
            </output>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('cart.increase', { name })}
              disabled={busy}
              onClick={() => setQuantity(quantity + 1)}
            >
              +
            </Button>
            {busy && <Spinner size="sm" />}
          </div>
          <span className="text-xs text-navy-600">{t('cart.inStock', { count: stock })}</span>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700"
            aria-label={t('cart.removeLabel', { name })}
            disabled={busy}
            onClick={onRemove}
          >
            {t('cart.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}

import { displayPricing, isInStock, type Product } from '@kahraba/domain';
import { Link } from 'react-router';
import { useAddToCart } from '../../../shared/cart-api';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { StockAlertButton } from '../../../shared/notifications/stock-alert';
import { paths } from '../../../shared/paths';
import { ProductImage } from '../../../shared/products/product-image';
import { productName } from '../../../shared/products/product-text';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ErrorState } from '../../../shared/ui/error-state';
import { Price } from '../../../shared/ui/price';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast';
import { useToggleWish, useWishlist } from '../../../shared/wishlist/api';

/** The shopper's saved products, the last saved first, each with a link, Add to cart and Remove. */
export function WishlistTab() {
  const { t } = useTranslation('auth');
  const { t: tApp } = useTranslation();
  const wishlist = useWishlist();

  if (wishlist.isPending)
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  if (wishlist.isError)
    return (
      <ErrorState
        message={t('account.wishlist.loadFailed')}
        onRetry={() => void wishlist.refetch()}
        retrying={wishlist.isFetching}
      />
    );
  if (wishlist.data.items.length === 0)
    return (
      <EmptyState
        title={t('account.wishlist.empty')}
        description={t('account.wishlist.emptyText')}
        action={
          <Link to={paths.products()} className={buttonClasses()}>
            {t('account.wishlist.browse')}
          </Link>
        }
      />
    );
  return (
    <section aria-labelledby="wishlist-title" className="flex flex-col gap-3">
      <h2 id="wishlist-title" className="text-lg font-bold text-navy-950">
        {t('account.wishlist.title')}
      </h2>
      <p className="text-sm text-navy-700">{tApp('alerts.priceDropHint')}</p>
      <ul className="flex flex-col gap-3">
        {wishlist.data.items.map((item) => (
          <WishlistRow key={item.product._id} product={item.product} />
        ))}
      </ul>
    </section>
  );
}

function WishlistRow({ product }: { product: Product }) {
  const { t, i18n } = useTranslation('auth');
  const name = productName(product, currentLanguage(i18n));
  const pricing = displayPricing(product);
  const toggle = useToggleWish();
  const addToCart = useAddToCart();
  // A product sold through a referral asks about it on its own page first: its name leads there.
  const buyable = isInStock(product) && !product.referralCode?.trim();

  function add() {
    addToCart.mutate(
      { product: product._id, quantity: 1 },
      {
        onSuccess: () => toast.success(t('account.wishlist.added', { name })),
        onError: (error) => toast.error(error.message),
      },
    );
  }

  function remove() {
    toggle.mutate(
      { productId: product._id, wished: false },
      { onError: (error) => toast.error(error.message) },
    );
  }

  return (
    <li
      data-testid="wishlist-item"
      className="flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-navy-100"
    >
      <ProductImage src={product.image} alt="" className="size-20 shrink-0 rounded-lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-xs font-semibold tracking-wide text-navy-600 uppercase">{product.brand}</p>
        <Link to={paths.product(product._id)} className="font-bold text-navy-950 hover:underline">
          {name}
        </Link>
        <Price amount={pricing.current} oldAmount={pricing.old} />
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {buyable ? (
          <Button
            size="sm"
            onClick={add}
            loading={addToCart.isPending}
            aria-label={t('account.wishlist.addLabel', { name })}
          >
            {t('account.wishlist.add')}
          </Button>
        ) : (
          !isInStock(product) && (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold text-red-700">{t('account.wishlist.outOfStock')}</p>
              <StockAlertButton productId={product._id} name={name} size="sm" />
            </div>
          )
        )}
        <Button
          variant="secondary"
          size="sm"
          onClick={remove}
          loading={toggle.isPending}
          aria-label={t('account.wishlist.removeLabel', { name })}
        >
          {t('account.wishlist.remove')}
        </Button>
      </div>
    </li>
  );
}

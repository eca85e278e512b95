import {
  effectivePrice,
  hasRatings,
  homeBadge,
  honestPricing,
  type Product,
  type ProductDetail,
} from '@kahraba/domain';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useLoaderData,
  useParams,
} from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { loadPageData } from '../../../shared/api/page-data';
import { addToCart } from '../../../shared/cart-api';
import { DeliveryEstimate, useDeliveryEstimate } from '../../../shared/delivery/delivery-estimate';
import { prefetchDeliveryEstimate } from '../../../shared/delivery/delivery-governorate';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { installmentOffersQueryOptions } from '../../../shared/installments/api';
import { sharedPageHeaders } from '../../../shared/page-cache';
import { isInAppPath, paths, withWishIntent } from '../../../shared/paths';
import {
  fetchProduct,
  productQueryOptions,
  relatedProductsQueryOptions,
  useProduct,
} from '../../../shared/products/api';
import { productName } from '../../../shared/products/product-text';
import { RatingStars } from '../../../shared/products/rating-stars';
import { signedInUser } from '../../../shared/session/signed-in-user';
import { TrustStrip } from '../../../shared/trust/trust-strip';
import { Badge } from '../../../shared/ui/badge';
import { PageTitle } from '../../../shared/ui/page-title';
import { addToWishlist, removeFromWishlist, wishlistQueryOptions } from '../../../shared/wishlist/api';
import { WISH_INTENTS, WishlistHeart } from '../../../shared/wishlist/wishlist-heart';
import { priceHistoryQueryOptions, usePriceHistory } from '../api/price-history';
import { myReviewQueryOptions, reviewPageQueryOptions, writeReview } from '../api/reviews';
import { ProductBreadcrumb } from '../components/product-breadcrumb';
import { ProductGallery } from '../components/product-gallery';
import { ProductInfoTabs } from '../components/product-info-tabs';
import { ProductInstallmentPlans } from '../components/product-installment-plans';
import { ProductOptions } from '../components/product-options';
import { ProductLoadError, ProductNotFound, ProductPageSkeleton } from '../components/product-page-states';
import { ProductPriceBlock } from '../components/product-price-block';
import { ProductPriceHistory } from '../components/product-price-history';
import { ProductPurchase } from '../components/product-purchase';
import { ProductRelated } from '../components/product-related';
import { ProductSeo } from '../components/product-seo';
import { REVIEW_INTENT } from '../lib/review-intent';

/**
 * The home badge (SPEC §4 priority), plus EXCLUSIVE and the used status when the badge is another
 * one. A discount badge only with a discount the price block shows (an old price the history backs).
 */
function ProductBadges({ product, discountShown }: { product: Product; discountShown: boolean }) {
  const { t } = useTranslation('product');
  const home = homeBadge(product, new Date());
  const badge = home?.kind === 'bigDiscount' && !discountShown ? null : home;
  const items: Array<{
    key: string;
    tone: 'brand' | 'danger' | 'success' | 'warning' | 'neutral';
    text: string;
  }> = [];
  if (badge) {
    switch (badge.kind) {
      case 'explicit':
        items.push({ key: 'explicit', tone: 'brand', text: badge.text });
        break;
      case 'exclusive':
        items.push({ key: 'exclusive', tone: 'brand', text: t('badges.exclusive') });
        break;
      case 'bestSeller':
        items.push({ key: 'bestSeller', tone: 'success', text: t('badges.bestSeller') });
        break;
      case 'popular':
        items.push({ key: 'popular', tone: 'success', text: t('badges.popular') });
        break;
      case 'bigDiscount':
        items.push({
          key: 'bigDiscount',
          tone: 'danger',
          text: t('badges.bigDiscount', { percent: badge.percent }),
        });
        break;
      case 'newArrival':
        items.push({ key: 'newArrival', tone: 'neutral', text: t('badges.newArrival') });
        break;
    }
  }
  if (product.isExclusive && badge?.kind !== 'exclusive')
    items.push({ key: 'exclusive', tone: 'brand', text: t('badges.exclusive') });
  if (product.used) {
    const status = product.usedStatus?.trim();
    items.push({
      key: 'used',
      tone: 'warning',
      text: status ? t('badges.usedStatus', { status }) : t('badges.used'),
    });
  }
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item.key}>
          <Badge tone={item.tone}>{item.text}</Badge>
        </li>
      ))}
    </ul>
  );
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('product');
  const { t: tApp } = useTranslation();
  const name = productName(product, currentLanguage(i18n));
  // Rendered by a test without the route's loader, the estimate starts from the shopper's default.
  const remembered = (useLoaderData() as { deliveryGovernorate?: string | null } | undefined)
    ?.deliveryGovernorate;
  const deliveryEstimate = useDeliveryEstimate(remembered ?? null);
  const priceHistory = usePriceHistory(product._id);

  return (
    // Room at the bottom on a phone for the purchase bar (product-purchase.tsx) kept over it.
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6 max-md:pb-24">
      <PageTitle>{tApp('app.pageTitle', { page: name })}</PageTitle>
      <ProductSeo product={product} name={name} />
      <ProductBreadcrumb name={name} category={product.category} />

      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <ProductGallery key={product._id} product={product} name={name} />

        <div className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <p className="text-sm font-semibold tracking-wide text-navy-600 uppercase">{product.brand}</p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl leading-tight font-bold text-navy-950 sm:text-3xl">{name}</h1>
              <WishlistHeart productId={product._id} productName={name} className="shrink-0" />
            </div>
            <div className="flex flex-wrap items-center gap-3">
              {hasRatings(product) && (
                <span className="inline-flex items-center gap-2">
                  <RatingStars value={product.rating} showValue size="md" />
                  <span className="text-sm text-navy-600">
                    {t('ratingsCount', { count: product.ratingsQuantity })}
                  </span>
                </span>
              )}
              {product.productCode && (
                <span className="text-sm text-navy-600">
                  {t('price.productCode', { code: product.productCode })}
                </span>
              )}
            </div>
            <ProductBadges
              product={product}
              discountShown={honestPricing(product, priceHistory.data).old !== null}
            />
          </div>
          <ProductPriceBlock product={product} history={priceHistory.data} />
          <ProductOptions family={product.family} options={product.options} />
          <ProductPurchase key={product._id} product={product} />
          <ProductInstallmentPlans product={product} />
          <DeliveryEstimate estimate={deliveryEstimate} />
          <ProductPriceHistory history={priceHistory.data} status={priceHistory.status} />
        </div>
      </div>

      <TrustStrip delivery={deliveryEstimate.standard} />
      <ProductInfoTabs product={product} name={name} />
      <ProductRelated productId={product._id} />
    </div>
  );
}

/** /product/{id} (SPEC §2): loading, then the product, not found, login required or an error. */
export function ProductPage() {
  const { id = '' } = useParams();
  const product = useProduct(id);

  if (product.isPending) return <ProductPageSkeleton />;
  if (product.isError)
    return (
      <ProductLoadError
        error={product.error}
        onRetry={() => void product.refetch()}
        retrying={product.isRefetching}
      />
    );
  if (!product.data) return <ProductNotFound />;
  return <ProductDetails product={product.data} />;
}

export const handle = { i18n: ['product'] };

/** An unknown product answers 404 with the shop's not-found page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const id = params.id ?? '';
  // The heart is drawn filled on the server for a product the shopper saved.
  const user = await signedInUser(request);
  let remembered: string | null = null;
  // The page may be reached by the product's slug or id; search engines count it under its id,
  // the address every link in the shop uses (the root's canonical link reads this).
  let canonicalPath: string | undefined;
  const pageData = await loadPageData(async (client) => {
    // The delivery line is drawn with the page.
    const quotes = prefetchDeliveryEstimate(client, request, user !== null).then((id) => {
      remembered = id;
    });
    const related = client.prefetchQuery(relatedProductsQueryOptions(id));
    const wishlist = user ? client.prefetchQuery(wishlistQueryOptions()) : undefined;
    try {
      const product = await client.fetchQuery(productQueryOptions(id));
      canonicalPath = `/product/${encodeURIComponent(product._id)}`;
      // The reviews tab draws its first page (and a shopper's own review) with the page, the
      // installment plans their headline, and the price block its old price only if the price
      // history backs it (one indexed read), so nothing is struck through after the page is drawn.
      await Promise.all([
        client.prefetchQuery(reviewPageQueryOptions(product._id)),
        client.prefetchQuery(priceHistoryQueryOptions(product._id)),
        effectivePrice(product) > 0
          ? client.prefetchQuery(installmentOffersQueryOptions(effectivePrice(product)))
          : undefined,
        user ? client.prefetchQuery(myReviewQueryOptions(product._id)) : undefined,
      ]);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw data(null, { status: 404 });
      }
      // Anything else: the page shows its own error state and retries in the browser.
    }
    await Promise.all([related, wishlist, quotes]);
  });
  return { ...pageData, deliveryGovernorate: remembered, canonicalPath };
}

/** Where a heart's form asks to go back to: the page it was on, if that is a page of the shop. */
function returnPathOf(form: FormData, fallback: string): string {
  const value = form.get('returnTo');
  return typeof value === 'string' && isInAppPath(value) ? value : fallback;
}

/**
 * The forms of the product page, posted before its scripts ran (or without them), and the hearts
 * of product cards elsewhere, which post here too. A guest goes to sign in and comes back: to this
 * page for add to cart, to the heart's page with the product saved for a heart. The API checks
 * everything and answers in the shopper's language, which the page shows beside the button.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const here = new URL(request.url);
  const form = await request.formData();
  const intent = form.get('intent');
  const wishIntent = intent === WISH_INTENTS.add || intent === WISH_INTENTS.remove;
  const returnTo = returnPathOf(form, `${here.pathname}${here.search}`);
  if (!(await signedInUser(request))) {
    if (!wishIntent) throw redirect(paths.login(`${here.pathname}${here.search}`));
    throw redirect(
      paths.login(intent === WISH_INTENTS.add ? withWishIntent(returnTo, params.id ?? '') : returnTo),
    );
  }
  try {
    // The page's address may name the product by its slug; the cart and the wishlist take its id.
    const product = await fetchProduct(params.id ?? '');
    if (wishIntent) {
      await (intent === WISH_INTENTS.add ? addToWishlist(product._id) : removeFromWishlist(product._id));
      return redirect(returnTo);
    }
    if (intent === REVIEW_INTENT) {
      // The API checks the fields and answers a bad one in the shopper's language.
      await writeReview(product._id, {
        rating: Number(form.get('rating')),
        title: String(form.get('title') ?? ''),
        text: String(form.get('text') ?? ''),
      });
      return redirect(`${here.pathname}${here.search}`);
    }
    await addToCart({ product: product._id, quantity: Number(form.get('quantity') ?? 1) });
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) {
      if (intent === REVIEW_INTENT) return data({ reviewFailure: error.message }, { status: error.status });
      return data({ failure: error.message }, { status: error.status });
    }
    throw error;
  }
  return redirect(paths.cart());
}

export default ProductPage;

/** A guest's copy of this page may be shared by every guest (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

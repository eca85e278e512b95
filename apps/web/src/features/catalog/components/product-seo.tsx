import { categoryPageOf, effectivePrice, formatEgp, type ProductDetail } from '@kahraba/domain';
import { useRouteLoaderData } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { productDescription } from '../../../shared/products/product-text';
import { JsonLd } from '../../../shared/seo/json-ld';
import { PagePreview } from '../../../shared/seo/page-preview';
import { absoluteUrl } from '../../../shared/seo/site';
import { breadcrumbLd, productLd } from '../../../shared/seo/structured-data';

/** Search engines' longest snippet: a description past it is cut anyway. */
const DESCRIPTION_MAX = 160;

/**
 * What the product page tells search engines and link previews: its description and preview
 * (picture and price), and the product with its offer and breadcrumb trail as structured data.
 */
export function ProductSeo({ product, name }: { product: ProductDetail; name: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';
  const price = effectivePrice(product);
  const description = t(product.used ? 'seo.productUsed' : 'seo.product', {
    name,
    brand: product.brand,
    price: formatEgp(price, language),
  });
  const text = productDescription(product, language).trim();
  const url = absoluteUrl(origin, paths.product(product._id));
  const page = categoryPageOf(product.category).key;
  return (
    <>
      <PagePreview
        title={t('app.pageTitle', { page: name })}
        description={
          description.length <= DESCRIPTION_MAX
            ? description
            : `${description.slice(0, DESCRIPTION_MAX - 1)}…`
        }
        image={product.images[0] ?? product.image}
        price={price > 0 ? { amount: price, currency: 'EGP' } : undefined}
      />
      <JsonLd
        data={[
          productLd({ product, name, description: text || description, origin, url }),
          breadcrumbLd([
            { name: t('pages.home'), url: absoluteUrl(origin, paths.home()) },
            { name: t(`categories.${page}.name`), url: absoluteUrl(origin, paths.category(page)) },
            { name, url },
          ]),
        ]}
      />
    </>
  );
}

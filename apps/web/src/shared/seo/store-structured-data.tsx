import { useRouteLoaderData } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { JsonLd } from './json-ld';
import { LOGO_PATH } from './site';
import { organizationLd, webSiteLd } from './structured-data';

/** The store and its search box as structured data: drawn on the home page, where search engines look for them. */
export function StoreStructuredData() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';
  const name = t('app.name');
  return (
    <JsonLd
      data={[
        organizationLd({ origin, name, language, logo: LOGO_PATH }),
        webSiteLd({ origin, name, searchPath: paths.search() }),
      ]}
    />
  );
}

/** The first product picture among `products`, for a listing's link preview. */
export function firstProductImage(
  products: ReadonlyArray<{ image?: string | null; images?: readonly string[] }> | undefined,
): string | undefined {
  for (const product of products ?? []) {
    const image = product.images?.[0] ?? product.image;
    if (image) return image;
  }
  return undefined;
}

import type { CategoryPageKey } from '@kahraba/domain';
import { useRouteLoaderData } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { JsonLd } from '../../../shared/seo/json-ld';
import { absoluteUrl } from '../../../shared/seo/site';
import { breadcrumbLd } from '../../../shared/seo/structured-data';

/** Home > the category page, as structured data for search results. */
export function CategoryBreadcrumbData({ category, name }: { category: CategoryPageKey; name: string }) {
  const { t } = useTranslation();
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';
  return (
    <JsonLd
      data={breadcrumbLd([
        { name: t('pages.home'), url: absoluteUrl(origin, paths.home()) },
        { name, url: absoluteUrl(origin, paths.category(category)) },
      ])}
    />
  );
}

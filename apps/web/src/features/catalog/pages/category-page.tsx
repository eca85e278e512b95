import { type CategoryPageKey, isCategoryPageKey } from '@kahraba/domain';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { NotAvailableYet } from '../../../shared/ui/not-available-yet';

/** Only the six category pages exist; any other /category/x is a 404 (shown by the route error). */
export function categoryLoader({ params }: LoaderFunctionArgs): { category: CategoryPageKey } {
  if (!isCategoryPageKey(params.category)) throw data(null, { status: 404 });
  return { category: params.category };
}

export function CategoryPage() {
  const { t } = useTranslation();
  const { category } = useLoaderData<typeof categoryLoader>();
  return <NotAvailableYet title={t(`categories.${category}.name`)} />;
}

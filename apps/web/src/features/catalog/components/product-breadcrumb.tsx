import { type Category, categoryPageOf } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';

function Separator() {
  // A chevron that points along the reading direction (mirrored in Arabic).
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      aria-hidden="true"
      className="size-4 shrink-0 text-navy-400 rtl:-scale-x-100"
    >
      <path d="m8 5 5 5-5 5" />
    </svg>
  );
}

/**
 * Home > the product's category page > the product's name (SPEC §2's "Products" step, made the
 * category a shopper would go back to: Mobiles for a phone or a tablet, Laptops for a laptop).
 */
export function ProductBreadcrumb({ name, category }: { name: string; category: Category }) {
  const { t } = useTranslation('product');
  const { t: tApp } = useTranslation();
  const page = categoryPageOf(category).key;
  const linkClass = 'text-navy-700 hover:text-navy-950 hover:underline';
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm">
        <li className="flex items-center gap-1.5">
          <Link to={paths.home()} className={linkClass}>
            {t('breadcrumb.home')}
          </Link>
          <Separator />
        </li>
        <li className="flex items-center gap-1.5">
          <Link to={paths.category(page)} className={linkClass}>
            {tApp(`categories.${page}.name`)}
          </Link>
          <Separator />
        </li>
        <li aria-current="page" className="line-clamp-1 font-semibold text-navy-950">
          {name}
        </li>
      </ol>
    </nav>
  );
}

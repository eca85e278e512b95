import { CATEGORY_PAGE_KEYS } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { CategoryIcon } from '../../../shared/ui/icons';

export function CategoryTiles() {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation('home');
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="home-categories" className="mb-6 text-2xl font-bold">
        {tHome('categories.heading')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
        {CATEGORY_PAGE_KEYS.map((key) => (
          <li key={key}>
            <Link
              to={paths.category(key)}
              className="group flex h-full flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-volt-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-navy-950 text-volt-400 transition-colors group-hover:bg-volt-400 group-hover:text-navy-950">
                <CategoryIcon category={key} className="size-8" />
              </span>
              <span className="font-bold text-navy-950">{t(`categories.${key}.name`)}</span>
              <span className="text-sm text-navy-600">{t(`categories.${key}.description`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

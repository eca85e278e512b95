import { CATEGORY_PAGE_KEYS } from '@kahraba/domain';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { CategoryIcon } from '../../../shared/ui/icons';

export function CategoryTiles() {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation('home');
  return (
    <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
      <h2 id="home-categories" className="mb-3 text-xl font-bold sm:mb-6 sm:text-2xl">
        {tHome('categories.heading')}
      </h2>
      {/* One row that scrolls sideways on a phone, so the products below stay in the first screen. */}
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 md:grid-cols-3 lg:grid-cols-6">
        {CATEGORY_PAGE_KEYS.map((key) => (
          <li key={key} className="w-32 shrink-0 snap-start sm:w-auto">
            <Link
              to={paths.category(key)}
              className="group flex h-full flex-col gap-2 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-navy-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-volt-400 motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:p-4"
            >
              <span className="inline-flex size-10 items-center justify-center rounded-xl bg-navy-950 text-volt-400 transition-colors group-hover:bg-volt-400 group-hover:text-navy-950 sm:size-12">
                <CategoryIcon category={key} className="size-7 sm:size-8" />
              </span>
              <span className="text-sm font-bold text-navy-950 sm:text-base">
                {t(`categories.${key}.name`)}
              </span>
              <span className="text-sm text-navy-600 max-sm:hidden">
                {t(`categories.${key}.description`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

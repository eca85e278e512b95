import { CATEGORY_PAGE_KEYS, type CategoryPageKey } from '@kahraba/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';

// 24×24 stroke drawings, decorative: the tile's name says what it is.
const ICON_PATHS: Record<CategoryPageKey, string> = {
  Mobile:
    'M8 2.5h8a1.5 1.5 0 0 1 1.5 1.5v16a1.5 1.5 0 0 1-1.5 1.5H8A1.5 1.5 0 0 1 6.5 20V4A1.5 1.5 0 0 1 8 2.5zM11 18.5h2',
  Laptop: 'M5 5.5h14a1 1 0 0 1 1 1V16H4V6.5a1 1 0 0 1 1-1zM2 16h20l-1 2.5H3z',
  Accessories: 'M9 3v5M15 3v5M7 8h10v3a5 5 0 0 1-10 0zM12 16v5',
  Wearables: 'M9 2.5h6l.8 4M9 2.5l-.8 4M9 21.5h6l.8-4M9 21.5l-.8-4M7 6.5h10v11H7zM12 10v2.5l1.5 1',
  Audio:
    'M4 15v-3a8 8 0 0 1 16 0v3M4 15a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2zM20 15a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2z',
  Gaming:
    'M7 8h10a4.5 4.5 0 0 1 4.4 5.5l-.9 4a2.4 2.4 0 0 1-4.2.9L14.5 16h-5l-1.8 2.4a2.4 2.4 0 0 1-4.2-.9l-.9-4A4.5 4.5 0 0 1 7 8zM8 11v3M6.5 12.5h3M15.5 12h.01M17.5 13.5h.01',
};

function CategoryIcon({ category }: { category: CategoryPageKey }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-8"
    >
      <path d={ICON_PATHS[category]} />
    </svg>
  );
}

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
                <CategoryIcon category={key} />
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

import { CATEGORY_PAGE_KEYS } from '@kahraba/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('app.name')}</title>
      <section className="bg-gradient-to-b from-navy-950 to-navy-800 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-5 px-4 py-16 md:py-24">
          <h1 className="text-5xl font-extrabold tracking-tight text-volt-400 md:text-6xl">
            {t('app.name')}
          </h1>
          <p className="max-w-xl text-lg text-navy-100 md:text-xl">{t('app.tagline')}</p>
          <div className="flex flex-wrap gap-3">
            <a href="#products" className={buttonClasses({ size: 'lg' })}>
              {t('home.shopNow')}
            </a>
            <Link
              to={paths.offers()}
              className={cn(buttonClasses({ variant: 'ghost', size: 'lg' }), 'text-white hover:bg-navy-700')}
            >
              {t('home.viewOffers')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-categories" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="home-categories" className="mb-6 text-2xl font-bold">
          {t('home.shopByCategory')}
        </h2>
        <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
          {CATEGORY_PAGE_KEYS.map((key) => (
            <li key={key}>
              <Link
                to={paths.category(key)}
                className="flex h-full flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100 transition hover:-translate-y-0.5 hover:shadow-md hover:ring-volt-400"
              >
                <span className="font-bold text-navy-950">{t(`categories.${key}.name`)}</span>
                <span className="text-sm text-navy-600">{t(`categories.${key}.description`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section
        id="products"
        aria-labelledby="home-products"
        className="mx-auto max-w-7xl scroll-mt-20 px-4 pb-16"
      >
        <h2 id="home-products" className="mb-2 text-2xl font-bold">
          {t('home.productsHeading')}
        </h2>
        <p className="text-navy-700">{t('common.notAvailableYet')}</p>
      </section>
    </>
  );
}

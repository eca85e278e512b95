import {
  CATEGORY_PAGE_KEYS,
  formatHour,
  LIMITS,
  PICKUP_HOURS,
  STORE_CONTACT,
  STORE_MAP_URL,
} from '@kahraba/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../shared/i18n/i18n';
import { useTranslation } from '../shared/i18n/use-translation';
import { paths } from '../shared/paths';
import { EmailText } from '../shared/ui/bidi';
import { BoltIcon } from '../shared/ui/icons';

/** The shop's policies (shared/legal-pages.ts), which every shop must link from every page. */
const POLICY_LINKS = [
  [paths.returns, 'footer.returnsPage'],
  [paths.shipping, 'footer.shipping'],
  [paths.terms, 'footer.terms'],
  [paths.privacy, 'footer.privacy'],
] as const;

const linkClasses = 'rounded text-navy-200 hover:text-volt-300 hover:underline';

function Column({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-sm font-bold tracking-wide text-volt-300 uppercase">{heading}</h2>
      {children}
    </section>
  );
}

export function Footer() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { phone, email, location } = STORE_CONTACT;

  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="flex flex-col gap-3">
          <p className="inline-flex items-center gap-1.5 text-xl font-extrabold text-white">
            <BoltIcon className="size-7 fill-volt-400 stroke-volt-400" />
            {t('app.name')}
          </p>
          <p className="text-sm leading-relaxed text-navy-200">{t('footer.about')}</p>
        </div>

        <Column heading={t('footer.shopHeading')}>
          <ul className="flex flex-col gap-2 text-sm">
            {CATEGORY_PAGE_KEYS.map((key) => (
              <li key={key}>
                <Link to={paths.category(key)} className={linkClasses}>
                  {t(`categories.${key}.name`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={paths.offers()} className={linkClasses}>
                {t('nav.offers')}
              </Link>
            </li>
          </ul>
        </Column>

        <Column heading={t('footer.accountHeading')}>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to={paths.account()} className={linkClasses}>
                {t('nav.account.myAccount')}
              </Link>
            </li>
            <li>
              <Link to={paths.cart()} className={linkClasses}>
                {t('nav.cart')}
              </Link>
            </li>
            <li>
              <Link to={paths.tradeIn()} className={linkClasses}>
                {t('nav.tradeIn')}
              </Link>
            </li>
            <li>
              <Link to={paths.chats()} className={linkClasses}>
                {t('nav.messages')}
              </Link>
            </li>
          </ul>
        </Column>

        <Column heading={t('footer.policiesHeading')}>
          <ul className="flex flex-col gap-2 text-sm">
            {POLICY_LINKS.map(([to, label]) => (
              <li key={label}>
                <Link to={to()} className={linkClasses}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </Column>

        <Column heading={t('footer.contactHeading')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-2 text-sm">
            <dt className="text-navy-300">{t('footer.phone')}</dt>
            <dd>
              {/* Phone numbers and addresses read left to right in Arabic text too. */}
              <a href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr" className={linkClasses}>
                {phone}
              </a>
            </dd>
            <dt className="text-navy-300">{t('footer.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} className={linkClasses}>
                <EmailText>{email}</EmailText>
              </a>
            </dd>
            <dt className="text-navy-300">{t('footer.location')}</dt>
            <dd>
              {location[language]}{' '}
              <a href={STORE_MAP_URL} className={`${linkClasses} underline`}>
                ({t('footer.map')})
              </a>
            </dd>
            <dt className="text-navy-300">{t('footer.hours')}</dt>
            <dd>
              {t('footer.hoursValue', {
                from: formatHour(PICKUP_HOURS.from, language),
                to: formatHour(PICKUP_HOURS.to, language),
              })}
            </dd>
          </dl>
          <p className="text-sm text-navy-200">{t('footer.returns', { days: LIMITS.returnDays })}</p>
        </Column>
      </div>
      <div className="border-t border-navy-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-navy-300">
          {t('footer.rights', { year: String(new Date().getFullYear()) })}
        </p>
      </div>
    </footer>
  );
}

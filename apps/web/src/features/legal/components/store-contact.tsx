import { formatHour, PICKUP_HOURS, STORE_CONTACT, STORE_MAP_URL } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { EmailText, Identifier } from '../../../shared/ui/bidi';

/** The store's address, phone, e-mail, opening hours and a map link. */
export function StoreContact() {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { phone, email, location } = STORE_CONTACT;
  return (
    <section aria-labelledby="store-contact" className="rounded-xl border border-navy-100 bg-navy-50 p-5">
      <h2 id="store-contact" className="text-lg font-bold text-navy-950">
        {t('legal.contactHeading')}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold text-navy-700">{t('legal.address')}</dt>
        <dd>
          <address className="not-italic">{location[language]}</address>
          <a href={STORE_MAP_URL} className="text-navy-700 underline hover:text-navy-950" rel="noopener">
            {t('legal.map')}
          </a>
        </dd>
        <dt className="font-semibold text-navy-700">{t('legal.phone')}</dt>
        <dd>
          <a href={`tel:${phone.replace(/\s/g, '')}`} className="underline">
            <Identifier>{phone}</Identifier>
          </a>
        </dd>
        <dt className="font-semibold text-navy-700">{t('legal.email')}</dt>
        <dd>
          <a href={`mailto:${email}`} className="underline">
            <EmailText>{email}</EmailText>
          </a>
        </dd>
        <dt className="font-semibold text-navy-700">{t('legal.hours')}</dt>
        <dd>
          {t('legal.hoursValue', {
            from: formatHour(PICKUP_HOURS.from, language),
            to: formatHour(PICKUP_HOURS.to, language),
          })}
        </dd>
      </dl>
    </section>
  );
}

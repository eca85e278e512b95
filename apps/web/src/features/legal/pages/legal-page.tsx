import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { fetchDeliveryZones } from '../../../shared/delivery/zones-api';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { withoutLanguage } from '../../../shared/language-paths';
import { LEGAL_PAGES, type LegalPageKey } from '../../../shared/legal-pages';
import { sharedPageHeaders } from '../../../shared/page-cache';
import { PagePreview } from '../../../shared/seo/page-preview';
import { PageTitle } from '../../../shared/ui/page-title';
import { DeliveryZonesTable } from '../components/delivery-zones-table';
import { StoreContact } from '../components/store-contact';
import type { LegalDocument } from '../content/legal-document';
import { privacy } from '../content/privacy';
import { returns } from '../content/returns';
import { shipping } from '../content/shipping';
import { terms } from '../content/terms';

const DOCUMENTS: Record<LegalPageKey, LegalDocument> = { privacy, terms, returns, shipping };

/** The policy an address names: /privacy, /ar/terms, ... */
function legalPageOf(pathname: string) {
  const english = withoutLanguage(pathname).replace(/\/$/, '');
  return LEGAL_PAGES.find((page) => page.path === english) ?? LEGAL_PAGES[0]!;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const page = legalPageOf(new URL(request.url).pathname);
  // The shipping page lists the fees and days staff set; without them it still says the rest.
  const zones = page.key === 'shipping' ? await fetchDeliveryZones().catch(() => null) : null;
  return { key: page.key, updated: page.updated, zones };
}

/** /privacy, /terms, /returns and /shipping (and under /ar): the shop's policies, and how to reach it. */
export default function LegalPage() {
  const { key, updated, zones } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const text = DOCUMENTS[key][language];
  const title = t('app.pageTitle', { page: text.title });
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 leading-relaxed text-navy-900">
      <PageTitle>{title}</PageTitle>
      <PagePreview title={title} description={text.description} />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold text-navy-950">{text.title}</h1>
        <p className="text-sm text-navy-600">
          {t('legal.updated', {
            date: new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
              dateStyle: 'long',
              timeZone: 'Africa/Cairo',
            }).format(new Date(`${updated}T12:00:00Z`)),
          })}
        </p>
        <p className="text-lg">{text.intro}</p>
      </header>
      {key === 'shipping' && <DeliveryZonesTable zones={zones} />}
      {text.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-bold text-navy-950">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul className="list-disc space-y-1 ps-6">
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <StoreContact />
    </article>
  );
}

/** The same for every guest: shared caches may keep it (shared/page-cache.ts). */
export const headers = sharedPageHeaders;

import type { Language } from '@kahraba/domain';
import { useRouteLoaderData } from 'react-router';
import { absoluteUrl, LOGO_PATH } from './site';

// What a catalog page says of itself to search engines and to the apps that preview a shared link
// (WhatsApp, Facebook, X): its description, and its Open Graph and Twitter card tags. React puts
// these <meta> tags in the document's head wherever the page renders them. The root adds what every
// page shares (og:url from the canonical address, og:locale, og:site_name).

/** Open Graph's name of each language as read in Egypt. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_EG', ar: 'ar_EG' };

export interface PagePreviewProps {
  title: string;
  description: string;
  /** A real picture of what the page shows (a product's image, by path or absolute URL); else the logo. */
  image?: string | null | undefined;
  /** A product's price, for previews that show it. */
  price?: { amount: number; currency: 'EGP' } | undefined;
}

/** The page's description and link preview. */
export function PagePreview({ title, description, image, price }: PagePreviewProps) {
  const origin = useRouteLoaderData<{ origin: string }>('root')?.origin ?? '';
  const imageUrl = absoluteUrl(origin, image || LOGO_PATH);
  return (
    <>
      <meta name="description" content={description} />
      <meta property="og:type" content={price ? 'product' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:alt" content={title} />
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {price && <meta property="product:price:amount" content={price.amount.toFixed(2)} />}
      {price && <meta property="product:price:currency" content={price.currency} />}
    </>
  );
}

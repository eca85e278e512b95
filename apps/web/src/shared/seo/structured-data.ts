import {
  effectivePrice,
  hasRatings,
  type Language,
  PICKUP_HOURS,
  type Product,
  STORE_CONTACT,
} from '@kahraba/domain';
import type {
  BreadcrumbList,
  ItemAvailability,
  Organization,
  Product as ProductLd,
  WebSite,
  WithContext,
} from 'schema-dts';
import { absoluteUrl } from './site';

// Structured data (schema.org, as JSON-LD) that search engines read for rich results: the product
// with its offer, the breadcrumb trail, the store itself and its search box. Typed by schema-dts,
// so a misspelt property or a value of the wrong type does not compile.

const SCHEMA = 'https://schema.org';

/** What the product's JSON-LD is built from: the product and the page it is read on. */
export interface ProductLdInput {
  product: Product;
  /** The product's name in the page's language. */
  name: string;
  description: string;
  origin: string;
  /** The canonical address of the product's page, absolute. */
  url: string;
}

/**
 * A product and its offer. Used products are offered used; stars only from shoppers' reviews
 * (decision 0011), and none at all where nobody has rated it (decision 0010).
 */
export function productLd({
  product,
  name,
  description,
  origin,
  url,
}: ProductLdInput): WithContext<ProductLd> {
  const images = (product.images.length > 0 ? product.images : [product.image])
    .filter((image): image is string => Boolean(image))
    .map((image) => absoluteUrl(origin, image));
  const availability: ItemAvailability = product.quantity > 0 ? `${SCHEMA}/InStock` : `${SCHEMA}/OutOfStock`;
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name,
    description,
    image: images,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.productCode ? { sku: product.productCode, mpn: product.productCode } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: effectivePrice(product).toFixed(2),
      priceCurrency: 'EGP',
      availability,
      itemCondition: product.used ? `${SCHEMA}/UsedCondition` : `${SCHEMA}/NewCondition`,
      seller: { '@type': 'Organization', name: 'Kahraba' },
    },
    ...(hasRatings(product)
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            ratingCount: product.ratingsQuantity,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

/** A breadcrumb trail: each step's name and absolute address, the last one being the page itself. */
export function breadcrumbLd(
  steps: ReadonlyArray<{ name: string; url: string }>,
): WithContext<BreadcrumbList> {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The store: its name, logo, address, telephone, e-mail and opening hours (where pickup orders are collected). */
export function organizationLd(input: {
  origin: string;
  name: string;
  language: Language;
  logo: string;
}): WithContext<Organization> {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: input.name,
    url: `${input.origin}/`,
    logo: absoluteUrl(input.origin, input.logo),
    email: STORE_CONTACT.email,
    telephone: STORE_CONTACT.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: STORE_CONTACT.location[input.language],
      addressLocality: input.language === 'ar' ? 'مدينة السادس من أكتوبر' : '6th of October City',
      addressRegion: input.language === 'ar' ? 'الجيزة' : 'Giza',
      addressCountry: 'EG',
    },
    contactPoint: [
      {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        telephone: STORE_CONTACT.phone,
        email: STORE_CONTACT.email,
        areaServed: 'EG',
        availableLanguage: ['en', 'ar'],
        hoursAvailable: {
          '@type': 'OpeningHoursSpecification',
          opens: pad(PICKUP_HOURS.from),
          closes: pad(PICKUP_HOURS.to),
        },
      },
    ],
  };
}

/** The shop as a site, with the search box search engines may show under its result. */
export function webSiteLd(input: { origin: string; name: string; searchPath: string }): WithContext<WebSite> {
  return {
    '@context': SCHEMA,
    '@type': 'WebSite',
    name: input.name,
    url: `${input.origin}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${input.origin}${input.searchPath}?q={search_term_string}`,
      },
      // schema-dts has no type for Google's `query-input`; it is a property search engines read.
      ...({ 'query-input': 'required name=search_term_string' } as object),
    },
  };
}

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createProduct } from '../../test/mock-api';
import { JsonLd, jsonLdText } from './json-ld';
import { breadcrumbLd, organizationLd, productLd, webSiteLd } from './structured-data';

type Ld = Record<string, unknown>;

const origin = 'https://shop.kahraba.eg';
const url = `${origin}/product/p1`;

describe('productLd', () => {
  it('describes the product with its brand, code, images and an EGP offer at the price paid', () => {
    const product = createProduct({
      _id: 'p1',
      brand: 'Apple',
      price: 50_000,
      priceAfterDiscount: 45_000,
      productCode: 'KH-APL-1',
      images: ['/media/products/a.svg', '/media/products/b.svg'],
    });
    const ld = productLd({
      product,
      name: 'iPhone 15',
      description: 'A phone.',
      origin,
      url,
    }) as unknown as Ld;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'iPhone 15',
      image: [`${origin}/media/products/a.svg`, `${origin}/media/products/b.svg`],
      brand: { '@type': 'Brand', name: 'Apple' },
      sku: 'KH-APL-1',
      offers: {
        '@type': 'Offer',
        price: '45000.00',
        priceCurrency: 'EGP',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
      },
    });
  });

  it('offers a used product used, one out of stock as such, and no stars without reviews', () => {
    const product = createProduct({ used: true, quantity: 0, ratingsQuantity: 0, image: '/media/x.svg' });
    const ld = productLd({ product, name: 'n', description: 'd', origin, url }) as unknown as Ld;
    expect(ld.offers).toMatchObject({
      itemCondition: 'https://schema.org/UsedCondition',
      availability: 'https://schema.org/OutOfStock',
    });
    expect(ld.image).toEqual([`${origin}/media/x.svg`]);
    expect(ld).not.toHaveProperty('aggregateRating');
  });

  it('rates a product from its reviews', () => {
    const product = createProduct({ rating: 4.5, ratingsQuantity: 12 });
    const ld = productLd({ product, name: 'n', description: 'd', origin, url }) as unknown as Ld;
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe('breadcrumbLd', () => {
  it('numbers the steps from 1', () => {
    const ld = breadcrumbLd([
      { name: 'Home', url: `${origin}/` },
      { name: 'Mobiles', url: `${origin}/category/Mobile` },
    ]) as unknown as Ld;
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Mobiles', item: `${origin}/category/Mobile` },
    ]);
  });
});

describe('organizationLd and webSiteLd', () => {
  it('name the store with its logo and contact, and a search box at /search', () => {
    const org = organizationLd({
      origin,
      name: 'Kahraba',
      language: 'en',
      logo: '/logo.svg',
    }) as unknown as Ld;
    expect(org).toMatchObject({ '@type': 'Organization', name: 'Kahraba', logo: `${origin}/logo.svg` });
    expect(org.telephone).toMatch(/^\+20/);
    const site = webSiteLd({ origin, name: 'Kahraba', searchPath: '/ar/search' }) as unknown as Ld;
    expect(site.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: { urlTemplate: `${origin}/ar/search?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });
});

describe('JsonLd', () => {
  it('cannot be closed by text inside it', () => {
    const product = createProduct({ name: '</script><script>alert(1)</script>' });
    const ld = productLd({ product, name: product.name, description: 'd', origin, url });
    const html = renderToStaticMarkup(<JsonLd data={ld} />);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('\\u003c/script>\\u003cscript>');
    expect(JSON.parse(jsonLdText(ld)).name).toBe(product.name);
  });
});

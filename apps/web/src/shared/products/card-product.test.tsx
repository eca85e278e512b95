import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HomeBadge } from '../../features/home/components/home-badge';
import { renderWithProviders } from '../../test/render-with-providers';
import { i18n, setLanguage } from '../i18n/i18n';
import { CARD_FIELDS, toCardProduct } from './card-product';
import { ProductCard } from './product-card';
import { createProduct } from './testing/product-fixtures';

afterEach(async () => {
  await setLanguage('en', i18n);
});

const NOW = new Date('2026-11-28T12:00:00Z');

/** A product with something in every field a card may draw, and long texts it never draws. */
const product = createProduct({
  _id: 'p-card',
  name: 'Galaxy S25 Ultra 12GB/256GB - Black',
  nameAr: 'جالاكسي S25 ألترا رام 12 جيجابايت',
  brand: 'Samsung',
  price: 60_000,
  priceAfterDiscount: 51_000,
  isExclusive: true,
  views: 1_204,
  ratingsQuantity: 7,
  rating: 4.4,
  ratingsAverage: 4.4,
  createdAt: '2026-11-27T08:00:00.000Z',
  variantCounts: { color: 3, storage: 2 },
  description: 'A long English description no card shows. '.repeat(20),
  descriptionAr: 'وصف عربي طويل لا تعرضه البطاقة. '.repeat(20),
  images: ['/media/a.svg', '/media/b.svg', '/media/c.svg'],
});

function markupOf(ui: ReactElement): string {
  const { container, unmount } = renderWithProviders(ui);
  // useId numbers each render afresh; the ids are not what is compared.
  const html = container.innerHTML.replaceAll(/_r_\w+_/g, '_id_');
  unmount();
  return html;
}

describe('a listing product kept as its card draws it', () => {
  it('keeps only the card fields, and drops the descriptions and the gallery', () => {
    const card = toCardProduct(product);
    expect(Object.keys(card).every((field) => (CARD_FIELDS as readonly string[]).includes(field))).toBe(true);
    expect(card).not.toHaveProperty('description');
    expect(card).not.toHaveProperty('descriptionAr');
    expect(card).not.toHaveProperty('images');
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(product).length / 2);
  });

  it.each(['en', 'ar'] as const)('draws the same card as the whole product (%s)', async (language) => {
    await setLanguage(language, i18n);
    const card = toCardProduct(product);
    for (const props of [{}, { showViews: true }, { layout: 'list' as const }]) {
      expect(markupOf(<ProductCard product={card} {...props} />)).toBe(
        markupOf(<ProductCard product={product} {...props} />),
      );
    }
  });

  it('gives the home page the same badge', () => {
    const fresh = { ...product, isExclusive: false, views: 0, priceAfterDiscount: null, isNew: false };
    const whole = render(<HomeBadge product={fresh} now={NOW} />).container.innerHTML;
    expect(whole).not.toBe('');
    expect(render(<HomeBadge product={toCardProduct(fresh)} now={NOW} />).container.innerHTML).toBe(whole);
  });
});

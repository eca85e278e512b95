import type { Language, Product } from '@kahraba/domain';

// The catalog keeps Arabic names and descriptions beside the English ones where it has them;
// an Arabic page shows those, and falls back to the English text when there is none.

export function productName(product: Pick<Product, 'name' | 'nameAr'>, language: Language): string {
  const arabic = product.nameAr?.trim();
  return language === 'ar' && arabic ? arabic : product.name;
}

export function productDescription(
  product: Pick<Product, 'description' | 'descriptionAr'>,
  language: Language,
): string {
  const arabic = product.descriptionAr?.trim();
  return language === 'ar' && arabic ? arabic : product.description;
}

/** The main picture first, then the others, without duplicates or blanks. */
export function productImages(product: Pick<Product, 'image' | 'images'>): string[] {
  return [...new Set([product.image, ...product.images].filter((src) => src && src.trim() !== ''))];
}

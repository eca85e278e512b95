import { LANGUAGE_DIR, type Product } from '@kahraba/domain';
import { type KeyboardEvent, useRef, useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProductImage } from '../../../shared/products/product-image';
import { productImages } from '../../../shared/products/product-text';
import { cn } from '../../../shared/ui/cn';

export interface ProductGalleryProps {
  product: Pick<Product, 'image' | 'images'>;
  name: string;
}

/**
 * The main picture and a row of thumbnails. Thumbnails are buttons (Tab, Enter, Space); the arrow
 * keys also move along them in the reading direction, and Home and End jump to the ends.
 */
export function ProductGallery({ product, name }: ProductGalleryProps) {
  const { t, i18n } = useTranslation('product');
  const images = productImages(product);
  const total = Math.max(images.length, 1);
  const [selected, setSelected] = useState(0);
  const index = Math.min(selected, total - 1);
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);

  function select(next: number) {
    setSelected(next);
    thumbs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const rtl = LANGUAGE_DIR[currentLanguage(i18n)] === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % images.length;
    else if (event.key === backward) next = (index - 1 + images.length) % images.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = images.length - 1;
    else return;
    event.preventDefault();
    select(next);
  }

  return (
    <section aria-label={t('gallery.label')} className="flex flex-col gap-3">
      <ProductImage
        src={images[index]}
        alt={t('gallery.picture', { name, index: index + 1, total })}
        priority
        // Not the whole first screen of a phone: the name and the price come into view under it.
        className="w-full rounded-2xl p-6 ring-1 ring-navy-100 max-md:aspect-auto max-md:h-56 max-md:p-3"
      />
      {images.length > 1 && (
        <ul className="flex gap-2 overflow-x-auto p-1">
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                ref={(element) => {
                  thumbs.current[i] = element;
                }}
                type="button"
                aria-pressed={i === index}
                aria-label={t('gallery.show', { index: i + 1, total })}
                onClick={() => setSelected(i)}
                onKeyDown={onKeyDown}
                className={cn(
                  'block rounded-lg ring-2 transition-shadow',
                  i === index ? 'ring-volt-500' : 'ring-transparent hover:ring-navy-200',
                )}
              >
                <ProductImage src={src} alt="" className="size-16 rounded-lg p-1 sm:size-20" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

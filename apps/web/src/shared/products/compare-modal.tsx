import { detailDiscountPercent, effectivePrice, isInStock, LIMITS } from '@kahraba/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { CountBadge } from '../ui/count-badge';
import { Dialog } from '../ui/dialog';
import { Price } from '../ui/price';
import { type CompareStore, compareStore, useCompare } from './compare-store';
import { ProductImage } from './product-image';
import { productName } from './product-text';

export interface CompareModalProps {
  open: boolean;
  onClose: () => void;
  store?: CompareStore;
}

/** The products chosen for comparison side by side (SPEC §2): one row each, with a link to each. */
export function CompareModal({ open, onClose, store = compareStore }: CompareModalProps) {
  const { t, i18n } = useTranslation('catalog');
  const language = currentLanguage(i18n);
  const { items, remove, clear } = useCompare(store);

  const headers = [
    t('compare.product'),
    t('compare.brand'),
    t('compare.category'),
    t('compare.price'),
    t('compare.stock'),
    t('compare.discount'),
  ];

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('compare.title')}
      description={t('compare.description', { count: items.length, max: LIMITS.compareMax })}
      className="w-[min(64rem,calc(100vw-2rem))]!"
      footer={
        <>
          <Button variant="ghost" onClick={clear} disabled={items.length === 0}>
            {t('compare.clearAll')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('compare.close')}
          </Button>
        </>
      }
    >
      {items.length === 0 ? (
        <p className="text-navy-700">{t('compare.empty')}</p>
      ) : (
        <div className="-mx-6 overflow-x-auto px-6">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-navy-200 text-start text-xs text-navy-600 uppercase">
                {headers.map((header) => (
                  <th key={header} scope="col" className="px-2 py-2 text-start font-semibold">
                    {header}
                  </th>
                ))}
                <th scope="col" className="px-2 py-2">
                  <span className="sr-only">{t('compare.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((product) => {
                const name = productName(product, language);
                const discount = detailDiscountPercent(product);
                const inStock = isInStock(product);
                return (
                  <tr key={product._id} className="border-b border-navy-100 align-middle">
                    <th scope="row" className="px-2 py-3 text-start font-normal">
                      <div className="flex items-center gap-3">
                        <ProductImage src={product.image} alt="" className="size-12 shrink-0 rounded-md" />
                        <Link
                          to={paths.product(product._id)}
                          onClick={onClose}
                          className="line-clamp-2 font-semibold text-navy-950 hover:underline"
                        >
                          {name}
                        </Link>
                      </div>
                    </th>
                    <td className="px-2 py-3">{product.brand}</td>
                    <td className="px-2 py-3">{t(`categoryNames.${product.category}`)}</td>
                    <td className="px-2 py-3">
                      <Price amount={effectivePrice(product)} oldAmount={product.price} />
                    </td>
                    <td
                      className={cn('px-2 py-3 font-semibold', inStock ? 'text-green-700' : 'text-red-700')}
                    >
                      {inStock ? t('card.inStock') : t('card.outOfStock')}
                    </td>
                    <td className="px-2 py-3">
                      {discount > 0
                        ? t('card.discountLabel', { percent: discount })
                        : t('compare.noDiscount')}
                    </td>
                    <td className="px-2 py-3 text-end">
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => remove(product._id)}
                        aria-label={t('compare.removeLabel', { name })}
                      >
                        {t('compare.remove')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}

export interface CompareButtonProps {
  className?: string;
  store?: CompareStore;
}

/** Opens the compare modal; shows how many products are chosen and is disabled while none are. */
export function CompareButton({ className, store = compareStore }: CompareButtonProps) {
  const { t } = useTranslation('catalog');
  const { items } = useCompare(store);
  const [open, setOpen] = useState(false);
  const count = items.length;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        disabled={count === 0}
        aria-label={t('compare.buttonLabel', { count })}
        className={className}
      >
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          aria-hidden="true"
          className="size-4"
        >
          <path d="M7 3v14M13 3v14M3 7h4M13 13h4" />
        </svg>
        {t('compare.button')}
        <CountBadge count={count} />
      </Button>
      <CompareModal open={open} onClose={() => setOpen(false)} store={store} />
    </>
  );
}

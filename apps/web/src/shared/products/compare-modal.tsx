import { comparedSpecFields, displayPricing, isInStock, LIMITS, valuesDiffer } from '@kahraba/domain';
import { type ReactNode, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { paths } from '../paths';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { CountBadge } from '../ui/count-badge';
import { Dialog } from '../ui/dialog';
import { Price } from '../ui/price';
import { Spinner } from '../ui/spinner';
import type { CardProduct } from './card-product';
import { type CompareStore, compareStore, useCompare } from './compare-store';
import { ProductImage } from './product-image';
import { specValue } from './product-specs';
import { productName } from './product-text';

export interface CompareModalProps {
  open: boolean;
  onClose: () => void;
  store?: CompareStore;
}

/**
 * The products chosen for comparison side by side (SPEC §2): a column each, with its link, and a
 * row for each thing people compare, the price and discount as the cards show them, then the
 * specification fields of their types, rows whose values differ marked.
 */
export function CompareModal({ open, onClose, store = compareStore }: CompareModalProps) {
  const { t } = useTranslation('catalog');
  const { items, remove, clear } = useCompare(store);

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
        // The specification labels live with the product page's texts, loaded when first needed.
        <Suspense
          fallback={
            <div className="grid place-items-center py-8">
              <Spinner />
            </div>
          }
        >
          <CompareTable items={items} onRemove={remove} onNavigate={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
}

interface Row {
  key: string;
  label: string;
  /** What each product shows in this row. */
  cells: ReactNode[];
  /** The values compared to mark the row as differing; none for rows that are not compared. */
  values?: (string | null)[];
}

function CompareTable({
  items,
  onRemove,
  onNavigate,
}: {
  items: readonly CardProduct[];
  onRemove: (id: string) => void;
  onNavigate: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { t: tProduct } = useTranslation('product');
  const language = currentLanguage(i18n);
  const pricing = items.map((product) => displayPricing(product));

  const rows: Row[] = [
    {
      key: 'price',
      label: t('compare.price'),
      cells: pricing.map((p, i) => <Price key={items[i]!._id} amount={p.current} oldAmount={p.old} />),
      values: pricing.map((p) => String(p.current)),
    },
    {
      key: 'discount',
      label: t('compare.discount'),
      // The card's own rule (displayPricing): the same percent the card's badge shows.
      cells: pricing.map((p) =>
        p.percent > 0 ? t('card.discountLabel', { percent: p.percent }) : t('compare.noDiscount'),
      ),
      values: pricing.map((p) => String(p.percent)),
    },
    {
      key: 'stock',
      label: t('compare.stock'),
      cells: items.map((product) =>
        isInStock(product) ? (
          <span key={product._id} className="font-semibold text-green-700">
            {t('card.inStock')}
          </span>
        ) : (
          <span key={product._id} className="font-semibold text-red-700">
            {t('card.outOfStock')}
          </span>
        ),
      ),
      values: items.map((product) => String(isInStock(product))),
    },
    {
      key: 'brand',
      label: t('compare.brand'),
      cells: items.map((product) => product.brand),
      values: items.map((product) => product.brand),
    },
    {
      key: 'category',
      label: t('compare.category'),
      cells: items.map((product) => t(`categoryNames.${product.category}`)),
      values: items.map((product) => product.category),
    },
    ...comparedSpecFields(items.map((product) => product.productType)).map((field) => {
      const values = items.map((product) => specValue(product, field, t));
      return {
        key: field,
        label: tProduct(`specs.${field}`),
        cells: values.map((value) => value ?? '—'),
        values,
      };
    }),
  ];

  const scroller = useRef<HTMLDivElement>(null);
  const labels = useRef<HTMLTableCellElement>(null);
  const offScreen = useColumnsOffScreen(scroller, labels);

  return (
    <>
      {/* Said once the count changes, not on every scroll step: a live region, polite. */}
      <p aria-live="polite" className="mb-2 min-h-5 text-xs font-semibold text-navy-700">
        {offScreen > 0 && t('compare.offScreen', { count: offScreen })}
      </p>
      <div ref={scroller} className="-mx-6 overflow-x-auto px-6">
        <table
          className="w-full border-collapse text-sm"
          // Sized so that on a phone one product's column fits whole beside the fixed labels.
          style={{ minWidth: `${8 + items.length * 10}rem` }}
        >
          <thead>
            <tr className="border-b border-navy-200 align-top">
              <td ref={labels} className={cn('w-32 px-2 py-2', STICKY_LABEL, 'bg-white')} />
              {items.map((product) => {
                const name = productName(product, language);
                return (
                  <th key={product._id} scope="col" className="px-2 py-2 text-start font-normal">
                    <div className="flex flex-col items-start gap-2">
                      <ProductImage src={product.image} alt="" className="size-16 shrink-0 rounded-md" />
                      <Link
                        to={paths.product(product._id)}
                        onClick={onNavigate}
                        className="line-clamp-3 font-semibold text-navy-950 hover:underline"
                      >
                        {name}
                      </Link>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => onRemove(product._id)}
                        aria-label={t('compare.removeLabel', { name })}
                      >
                        {t('compare.remove')}
                      </Button>
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const differs = row.values !== undefined && valuesDiffer(row.values);
              return (
                <tr
                  key={row.key}
                  data-differs={differs || undefined}
                  className={cn('border-b border-navy-100 align-top', differs && 'bg-volt-50')}
                >
                  <th
                    scope="row"
                    className={cn(
                      'px-2 py-2 text-start font-semibold text-navy-700',
                      STICKY_LABEL,
                      differs ? 'bg-volt-50' : 'bg-white',
                    )}
                  >
                    <span className="flex flex-wrap items-center gap-1.5">
                      {row.label}
                      {differs && (
                        <span className="rounded bg-volt-200 px-1.5 py-0.5 text-xs font-semibold text-navy-900">
                          {t('compare.differs')}
                        </span>
                      )}
                    </span>
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={items[index]!._id} className="px-2 py-2 text-navy-950" dir="auto">
                      {cell}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** The row labels stay in view while a phone's narrow table scrolls sideways under them. */
const STICKY_LABEL = 'sticky start-0 z-[1] max-w-32 shadow-[1px_0_0_var(--color-navy-100)]';

/**
 * How many product columns are not wholly in view: to the side of the scrolled table, or under its
 * fixed labels. Either language: the labels sit at the start, left or right.
 */
function useColumnsOffScreen(
  scroller: RefObject<HTMLDivElement | null>,
  labels: RefObject<HTMLTableCellElement | null>,
): number {
  const [hidden, setHidden] = useState(0);
  useEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const measure = () => {
      const view = box.getBoundingClientRect();
      const label = labels.current?.getBoundingClientRect();
      let start = view.left;
      let end = view.right;
      if (label && label.width > 0) {
        if (label.left - view.left < view.right - label.right) start = Math.max(start, label.right);
        else end = Math.min(end, label.left);
      }
      const heads = box.querySelectorAll('thead th[scope="col"]');
      let count = 0;
      for (const head of heads) {
        const cell = head.getBoundingClientRect();
        if (cell.width > 0 && (cell.left < start - 1 || cell.right > end + 1)) count += 1;
      }
      setHidden(count);
    };
    measure();
    box.addEventListener('scroll', measure, { passive: true });
    const resized = new ResizeObserver(measure);
    // The box for a turned phone, the table for a product taken out.
    resized.observe(box);
    if (box.firstElementChild) resized.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [scroller, labels]);
  return hidden;
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

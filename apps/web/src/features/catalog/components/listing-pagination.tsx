import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';

export interface ListingPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  className?: string;
}

/** The page numbers to offer: the first, the last, and the current one with its neighbours. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = [1, page - 1, page, page + 1, totalPages].filter((p) => p >= 1 && p <= totalPages);
  const pages = [...new Set(wanted)].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  for (const p of pages) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && p - previous > 1) result.push('gap');
    result.push(p);
  }
  return result;
}

/** Previous / numbered pages / next; nothing at all when everything fits on one page. */
export function ListingPagination({ page, totalPages, onPageChange, className }: ListingPaginationProps) {
  const { t } = useTranslation('search');
  if (totalPages <= 1) return null;
  return (
    <nav
      aria-label={t('pagination.label')}
      className={cn('flex flex-wrap items-center justify-center gap-1', className)}
    >
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {/* ‹ and › are mirrored characters: Arabic pages show them pointing the other way. */}
        <span aria-hidden="true">‹</span>
        {t('pagination.previous')}
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-navy-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Button
                variant={item === page ? 'secondary' : 'ghost'}
                size="sm"
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.status', { page: item, total: totalPages })}
                onClick={() => item !== page && onPageChange(item)}
                className="min-w-8 px-2 tabular-nums"
              >
                {item}
              </Button>
            </li>
          ),
        )}
      </ul>
      <Button variant="ghost" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
        {t('pagination.next')}
        <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}

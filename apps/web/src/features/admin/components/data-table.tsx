import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { Skeleton } from '../../../shared/ui/skeleton';

export interface DataTableProps {
  /** Names the table for screen readers (shown visually by the page heading). */
  caption: string;
  head: ReactNode;
  children: ReactNode;
  /** Dims the rows while the next page or sort is on its way (the previous rows stay). */
  stale?: boolean;
}

/** A table that scrolls sideways on small screens instead of squeezing its columns. */
export function DataTable({ caption, head, children, stale = false }: DataTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-navy-200 bg-white">
      <table
        className={cn('w-full text-start text-sm transition-opacity', stale && 'opacity-60')}
        aria-busy={stale || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-navy-50 text-xs text-navy-700 uppercase">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-navy-100">{children}</tbody>
      </table>
    </div>
  );
}

const headerCellClasses = 'px-3 py-2 text-start font-bold whitespace-nowrap';
export const cellClasses = 'px-3 py-2 align-middle';

export function HeaderCell({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <th scope="col" className={cn(headerCellClasses, className)}>
      {children}
    </th>
  );
}

export interface SortableHeaderProps<S extends string> {
  label: string;
  /** The sort values of this column, e.g. { asc: 'price-asc', desc: 'price-desc' }. */
  sorts: { asc: S; desc: S };
  current: S | undefined;
  onSort: (sort: S) => void;
  /** The direction of the first click: newest first for dates, A–Z for names. */
  first?: 'asc' | 'desc';
  className?: string;
}

/** A column header that sorts the list; aria-sort tells screen readers how the table is sorted. */
export function SortableHeader<S extends string>({
  label,
  sorts,
  current,
  onSort,
  first = 'asc',
  className,
}: SortableHeaderProps<S>) {
  const { t } = useTranslation('admin');
  const direction = current === sorts.asc ? 'ascending' : current === sorts.desc ? 'descending' : 'none';
  const next = direction === 'ascending' ? sorts.desc : direction === 'descending' ? sorts.asc : sorts[first];
  return (
    <th scope="col" aria-sort={direction} className={cn(headerCellClasses, className)}>
      <button
        type="button"
        onClick={() => onSort(next)}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-navy-950"
        title={t('table.sortBy', { column: label })}
      >
        {label}
        <span aria-hidden="true" className="text-navy-400">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** Keys for placeholder rows and cells, which have no identity of their own. */
const placeholders = (name: string, count: number) => Array.from({ length: count }, (_, i) => `${name}-${i}`);

/** Grey rows of the table's shape while its first page loads. */
export function TableSkeleton({
  columns,
  rows = 6,
  label,
}: {
  columns: number;
  rows?: number;
  label: string;
}) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex flex-col gap-2 rounded-xl border border-navy-200 bg-white p-3"
    >
      {placeholders('row', rows).map((row) => (
        <div
          key={row}
          className="grid gap-3"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {placeholders('cell', columns).map((cell) => (
            <Skeleton key={cell} className="h-6" />
          ))}
        </div>
      ))}
    </div>
  );
}

export interface RowAction {
  label: string;
  /** Names the row it acts on, since every row's buttons read the same ("Edit", "Delete"). */
  ariaLabel: string;
  onClick: () => void;
  destructive?: boolean;
}

/** The last cell of a row: its actions, at the end edge. */
export function RowActionsCell({ actions }: { actions: RowAction[] }) {
  return (
    <td className={cellClasses}>
      <div className="flex justify-end gap-1">
        {actions.map((action) => (
          <Button
            key={action.ariaLabel}
            variant="ghost"
            size="sm"
            className={action.destructive ? 'text-red-700' : undefined}
            aria-label={action.ariaLabel}
            onClick={action.onClick}
          >
            {action.label}
          </Button>
        ))}
      </div>
    </td>
  );
}

import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { useAdminFormat } from '../lib/format';

export interface PagerProps {
  page: number;
  pages: number;
  /** "42 orders": the count line, already worded for what is listed. */
  summary: string;
  onPage: (page: number) => void;
}

/** The count of what matched, and previous / next with where the staff member is. */
export function Pager({ page, pages, summary, onPage }: PagerProps) {
  const { t } = useTranslation('admin');
  const format = useAdminFormat();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-navy-700">
      <p aria-live="polite">{summary}</p>
      {pages > 1 && (
        <nav aria-label={t('table.pagination')} className="flex items-center gap-2">
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {/* ‹ and › are mirrored characters: Arabic pages show them pointing the other way. */}
            <span aria-hidden="true">‹</span>
            {t('table.previous')}
          </Button>
          <span className="tabular-nums">
            {t('table.pageOf', { page: format.number(page), pages: format.number(pages) })}
          </span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('table.next')}
            <span aria-hidden="true">›</span>
          </Button>
        </nav>
      )}
    </div>
  );
}

import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import { useMediaQuery } from '../ui/use-media-query';

/** Tailwind's md breakpoint (768px), from which the filters sit beside the results. */
const SIDEBAR_QUERY = '(min-width: 48rem)';

/**
 * A listing's filters beside its results; under the sidebar breakpoint they fold away. Folded, they
 * are not drawn at all: a phone opening a listing draws its first results instead of a few dozen
 * brand checkboxes it does not show.
 */
export function FilterPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  const beside = useMediaQuery(SIDEBAR_QUERY);
  const bodyId = useId();
  const headingId = useId();
  return (
    <aside aria-labelledby={headingId} className="rounded-2xl bg-white p-4 ring-1 ring-navy-100">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('filters.heading')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className="md:hidden"
        >
          {open ? t('filters.hide') : t('filters.show')}
        </Button>
      </div>
      {/* Where the width is unknown (a page the server draws), the filters are drawn and CSS folds
          them on phones; the app then draws what the screen actually needs. */}
      <div
        id={bodyId}
        className={cn(open || beside ? 'mt-4' : beside === false ? 'hidden' : 'hidden md:mt-4 md:block')}
      >
        {(open || beside !== false) && children}
      </div>
    </aside>
  );
}

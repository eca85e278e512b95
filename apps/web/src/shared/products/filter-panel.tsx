import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

/** A listing's filters beside its results; under the sidebar breakpoint (768px, Tailwind's md) they fold away. */
export function FilterPanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
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
      <div id={bodyId} className={cn('mt-4', !open && 'max-md:hidden')}>
        {children}
      </div>
    </aside>
  );
}

import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { CountBadge } from '../../../shared/ui/count-badge';
import { Dialog } from '../../../shared/ui/dialog';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { activeFilterCount, EMPTY_HOME_FILTERS, type HomeFilters } from '../lib/home-filters';
import { FilterPanel } from './filter-panel';

/** Tailwind's lg breakpoint (1024px), from which the filters sit beside the products. */
const BESIDE_QUERY = '(min-width: 64rem)';

export interface HomeFiltersFoldingProps {
  filters: HomeFilters;
  onChange: (filters: HomeFilters) => void;
  /** Products the filters let through, for the sheet's button; undefined while loading. */
  total: number | undefined;
}

/**
 * The home page's filters: beside the products on a wide screen; on a phone, folded into a
 * "Filters" button (with how many apply) that opens them as a sheet from the bottom, so the
 * products, not a long form, fill the first screen. Where the width is unknown (the server's page),
 * both are drawn and CSS shows the one that fits.
 */
export function HomeFiltersFolding({ filters, onChange, total }: HomeFiltersFoldingProps) {
  const { t } = useTranslation('home');
  const [open, setOpen] = useState(false);
  const beside = useMediaQuery(BESIDE_QUERY);
  const applied = activeFilterCount(filters);
  const clear = () => onChange(EMPTY_HOME_FILTERS);
  return (
    <>
      {beside !== true && (
        <div className="lg:hidden">
          <Button
            variant="secondary"
            onClick={() => setOpen(true)}
            aria-haspopup="dialog"
            aria-label={applied > 0 ? t('filters.openWithCount', { count: applied }) : t('filters.open')}
          >
            <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
              <path d="M3 4h14l-5.5 6.5V16l-3 1.5v-7z" />
            </svg>
            {t('filters.open')}
            <CountBadge count={applied} />
          </Button>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title={t('filters.sheetTitle')}
            className="mx-0 mt-auto mb-0 max-h-[85dvh] w-full! max-w-none rounded-b-none"
            footer={
              <Button onClick={() => setOpen(false)} disabled={total === undefined}>
                {t('filters.showResults', { count: total ?? 0 })}
              </Button>
            }
          >
            <FilterPanel filters={filters} onChange={onChange} onClear={clear} />
          </Dialog>
        </div>
      )}
      {beside !== false && (
        <div className="hidden lg:block">
          <FilterPanel filters={filters} onChange={onChange} onClear={clear} />
        </div>
      )}
    </>
  );
}

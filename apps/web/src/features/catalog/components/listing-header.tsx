import type { CategoryPageKey } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CategoryIcon } from '../../../shared/ui/icons';

/** The category page's header (SPEC §2): icon, name and description. */
export function ListingHeader({ category }: { category: CategoryPageKey }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-4">
      <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-volt-400 text-navy-950">
        <CategoryIcon category={category} className="size-8" />
      </span>
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold text-navy-950">{t(`categories.${category}.name`)}</h1>
        <p className="text-navy-700">{t(`categories.${category}.description`)}</p>
      </div>
    </header>
  );
}

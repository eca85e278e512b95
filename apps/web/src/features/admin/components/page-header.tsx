import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageTitle } from '../../../shared/ui/page-title';

export interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons or links at the end edge ("New product"). */
  actions?: ReactNode;
}

/** The page's one h1 and the browser tab's title. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <PageTitle>{t('pageTitle', { page: title })}</PageTitle>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-navy-950">{title}</h1>
        {description && <p className="text-sm text-navy-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageTitle } from '../../../shared/ui/page-title';

export interface PageHeaderProps {
  /** The page's name, for the h1 and the browser tab. */
  title: string;
  /** The h1 drawn with elements (an isolated order number) when plain `title` is not enough. */
  heading?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end edge ("New product"). */
  actions?: ReactNode;
}

/** The page's one h1 and the browser tab's title. */
export function PageHeader({ title, heading, description, actions }: PageHeaderProps) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <PageTitle>{t('pageTitle', { page: title })}</PageTitle>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-extrabold text-navy-950">{heading ?? title}</h1>
        {description && <p className="text-sm text-navy-700">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

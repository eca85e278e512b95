import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PageTitle } from '../../../shared/ui/page-title';

export interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Under the card: the way to the other form ("Don't have an account? Create one"). */
  footer: ReactNode;
}

/** The frame of the sign-in and sign-up pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10">
      <PageTitle>{t('app.pageTitle', { page: title })}</PageTitle>
      <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold text-navy-950">{title}</h1>
        <p className="mt-1 mb-6 text-navy-700">{subtitle}</p>
        {children}
      </div>
      <p className="text-center text-sm text-navy-700">{footer}</p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Button } from './button';
import { cn } from './cn';

export interface ErrorStateProps {
  /** Defaults to "Something went wrong". */
  title?: ReactNode;
  /** What failed, in the shopper's words (see errorText). */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className={cn('mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      <h2 className="text-xl font-bold text-navy-950">{title ?? t('common.errorTitle')}</h2>
      {message && <p className="text-navy-700">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

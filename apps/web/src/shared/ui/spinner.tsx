import { useTranslation } from '../i18n/use-translation';
import { cn } from './cn';

const sizes = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export interface SpinnerProps {
  size?: keyof typeof sizes;
  /** Hide from assistive technology when something else already says what is loading. */
  decorative?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', decorative = false, className }: SpinnerProps) {
  const { t } = useTranslation();
  const icon = (
    <svg
      className={cn('animate-spin motion-reduce:animate-[spin_3s_linear_infinite]', sizes[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{t('app.loading')}</span>
    </span>
  );
}

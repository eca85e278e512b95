import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="currentColor"
        d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zm-5.6-8a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        fill="currentColor"
        d="M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.2c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.5 2.9h-2.3v7A10 10 0 0 0 22 12z"
      />
    </svg>
  );
}

/**
 * SPEC §2 shows Google and Facebook buttons without behaviour. They stay disabled and say
 * "Coming soon", rather than looking like a sign-in that does nothing.
 */
export function SocialSignIn() {
  const { t } = useTranslation('auth');
  const soonId = useId();
  return (
    <div className="mt-6 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-navy-600">
        <span className="h-px flex-1 bg-navy-200" />
        {t('login.orContinueWith')}
        <span className="h-px flex-1 bg-navy-200" />
      </div>
      <span id={soonId} className="sr-only">
        {t('login.comingSoon')}
      </span>
      <div className="grid gap-2 sm:grid-cols-2">
        {[
          { id: 'google', label: t('login.google'), mark: <GoogleMark /> },
          { id: 'facebook', label: t('login.facebook'), mark: <FacebookMark /> },
        ].map((provider) => (
          <Button
            key={provider.id}
            variant="ghost"
            disabled
            aria-describedby={soonId}
            className="h-auto min-h-10 flex-wrap border border-navy-200 py-2 whitespace-normal"
          >
            {provider.mark}
            <span>{provider.label}</span>
            <Badge aria-hidden="true">{t('login.comingSoon')}</Badge>
          </Button>
        ))}
      </div>
    </div>
  );
}

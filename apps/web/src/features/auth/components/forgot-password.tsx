import { STORE_CONTACT } from '@kahraba/domain';
import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/badge';

/**
 * SPEC §2 has a forgot-password link with no page behind it. Instead of a link that goes nowhere,
 * it says that online reset is coming soon and how to reach a person meanwhile.
 */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const noteId = useId();
  return (
    <div className="flex flex-col items-end gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={noteId}
        onClick={() => setOpen(!open)}
        className="inline-flex items-center gap-2 text-sm font-semibold text-navy-700 underline-offset-2 hover:underline"
      >
        {t('login.forgotPassword')}
        <Badge>{t('login.comingSoon')}</Badge>
      </button>
      <p id={noteId} hidden={!open} className="w-full rounded-lg bg-navy-50 p-3 text-sm text-navy-800">
        {/* The address and number keep their left-to-right order inside Arabic text. */}
        <Trans
          t={t}
          i18nKey="login.forgotPasswordSoon"
          values={{ email: STORE_CONTACT.email, phone: STORE_CONTACT.phone }}
          components={{ ltr: <bdi dir="ltr" /> }}
        />
      </p>
    </div>
  );
}

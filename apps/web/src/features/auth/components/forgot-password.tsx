import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';

/** SPEC §2's forgot-password link, to the page that mails a reset link. */
export function ForgotPassword() {
  const { t } = useTranslation('auth');
  return (
    <div className="flex justify-end">
      <Link
        to={paths.forgotPassword()}
        className="text-sm font-semibold text-navy-700 underline-offset-2 hover:underline"
      >
        {t('login.forgotPassword')}
      </Link>
    </div>
  );
}

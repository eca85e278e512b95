import { Form, useNavigation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { SIGN_OUT_EVERYWHERE } from '../lib/sign-out-everywhere';
import { EmailSettings } from './email-settings';

/** Which e-mails the shopper gets, and signing out on every device. */
export function SettingsTab() {
  const { t } = useTranslation('auth');
  const navigation = useNavigation();
  const signingOut =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === SIGN_OUT_EVERYWHERE;
  return (
    <div className="flex flex-col gap-8">
      <EmailSettings />
      <section aria-labelledby="sessions-heading" className="flex flex-col items-start gap-3">
        <h2 id="sessions-heading" className="text-lg font-bold text-navy-950">
          {t('account.sessions.heading')}
        </h2>
        <p id="sessions-text" className="text-navy-700">
          {t('account.sessions.text')}
        </p>
        {/* A form, so it works before the page's scripts have run. */}
        <Form method="post">
          <input type="hidden" name="intent" value={SIGN_OUT_EVERYWHERE} />
          <Button type="submit" variant="danger" loading={signingOut} aria-describedby="sessions-text">
            {signingOut ? t('account.sessions.signingOut') : t('account.sessions.signOutEverywhere')}
          </Button>
        </Form>
      </section>
    </div>
  );
}

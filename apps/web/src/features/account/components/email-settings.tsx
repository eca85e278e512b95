import type { NotificationSettings } from '@kahraba/domain';
import { Form, useActionData, useNavigation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { ErrorState } from '../../../shared/ui/error-state';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useNotificationSettings } from '../api/notification-settings';
import { NOTIFICATION_SETTINGS, type NotificationSettingsOutcome } from '../lib/notification-settings-action';

const SETTINGS = [
  'priceAlerts',
  'stockAlerts',
  'chatReplies',
] as const satisfies readonly (keyof NotificationSettings)[];

/** Which e-mails the shopper wants besides the order messages, which always go. */
export function EmailSettings() {
  const { t } = useTranslation('auth');
  const settings = useNotificationSettings();
  const navigation = useNavigation();
  const outcome = useActionData() as Partial<NotificationSettingsOutcome> | undefined;
  const saving =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === NOTIFICATION_SETTINGS;
  const answered = outcome?.intent === NOTIFICATION_SETTINGS ? outcome : undefined;

  return (
    <section aria-labelledby="settings-heading" className="flex flex-col items-start gap-3">
      <h2 id="settings-heading" className="text-lg font-bold text-navy-950">
        {t('account.settings.heading')}
      </h2>
      <p className="text-navy-700">{t('account.settings.text')}</p>
      {settings.isPending ? (
        <Skeleton className="h-24 w-full max-w-md" />
      ) : settings.isError ? (
        <ErrorState
          message={t('account.settings.loadError')}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        // A plain post: it works before the page's scripts have run. The key makes the boxes start
        // from the saved settings again once the page reads them after a save.
        <Form method="post" className="flex flex-col gap-3" key={JSON.stringify(settings.data)}>
          <input type="hidden" name="intent" value={NOTIFICATION_SETTINGS} />
          {SETTINGS.map((name) => (
            <Checkbox
              key={name}
              name={name}
              label={t(`account.settings.${name}`)}
              defaultChecked={settings.data[name]}
            />
          ))}
          <Button type="submit" className="self-start" loading={saving}>
            {saving ? t('account.settings.saving') : t('account.settings.save')}
          </Button>
        </Form>
      )}
      {answered && (
        <p
          role={answered.saved ? 'status' : 'alert'}
          className={
            answered.saved ? 'text-sm font-semibold text-emerald-800' : 'text-sm font-semibold text-red-800'
          }
        >
          {answered.saved ? t('account.settings.saved') : t('account.settings.saveError')}
        </p>
      )}
    </section>
  );
}

import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';

/** SPEC §2: a coming-soon placeholder with a disabled button. */
export function SettingsTab() {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="settings-heading" className="flex flex-col items-start gap-3">
      <h2 id="settings-heading" className="text-lg font-bold text-navy-950">
        {t('account.settings.heading')}
      </h2>
      <p className="text-navy-700">{t('account.settings.comingSoon')}</p>
      <Button disabled>{t('account.settings.save')}</Button>
    </section>
  );
}

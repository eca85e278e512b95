import { useTranslation } from 'react-i18next';
import { NotAvailableYet } from '../../../shared/ui/not-available-yet';

export function CheckoutPage() {
  const { t } = useTranslation();
  return <NotAvailableYet title={t('pages.checkout')} />;
}

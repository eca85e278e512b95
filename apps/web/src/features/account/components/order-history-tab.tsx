import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../../shared/ui/button';
import { EmptyState } from '../../../shared/ui/empty-state';

/**
 * Until the orders feature lists them here, the tab shows its real empty state, never sample
 * orders. SPEC §2 sends the empty state to the laptops ("/products/Laptop", which this app serves
 * as the Laptop category page).
 */
export function OrderHistoryTab() {
  const { t } = useTranslation('auth');
  return (
    <EmptyState
      title={t('account.orders.empty')}
      description={t('account.orders.emptyText')}
      action={
        <Link to={paths.category('Laptop')} className={buttonClasses()}>
          {t('account.orders.startShopping')}
        </Link>
      }
    />
  );
}

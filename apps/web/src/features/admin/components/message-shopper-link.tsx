import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { buttonClasses } from '../../../shared/ui/button';

/** Opens the staff member's messages on a conversation with the shopper, who may never have written. */
export function MessageShopperLink({ shopperId }: { shopperId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Link to={paths.chats(shopperId)} className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      {t('actions.messageShopper')}
    </Link>
  );
}

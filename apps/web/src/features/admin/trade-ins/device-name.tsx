import type { AdminTradeIn } from '@kahraba/domain';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { UserText } from '../../../shared/ui/bidi';

type Device = Pick<AdminTradeIn, 'specs' | 'productType'>;

/** What the shopper called their device (every trade-in form asks for a name), if they did. */
function typedName(tradeIn: Device): string | undefined {
  const name = tradeIn.specs.name;
  return typeof name === 'string' && name.trim() !== '' ? name : undefined;
}

/** The device's name as plain text (a page title): the shopper's, else its type in the page's language. */
export function useDeviceNameText(): (tradeIn: Device) => string {
  const { t } = useTranslation('admin');
  return (tradeIn) => typedName(tradeIn) ?? t(`tradeInTypes.${tradeIn.productType}`);
}

/** The device's name on the page: what the shopper typed isolated in its own direction, else its type. */
export function DeviceName({ tradeIn }: { tradeIn: Device }) {
  const { t } = useTranslation('admin');
  const typed = typedName(tradeIn);
  return typed ? <UserText>{typed}</UserText> : t(`tradeInTypes.${tradeIn.productType}`);
}

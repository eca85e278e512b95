import type { ShippingAddress } from '@kahraba/domain';
import { countryName } from '../i18n/country-name';
import { useTranslation } from '../i18n/use-translation';
import { EmailText, Identifier, UserText } from '../ui/bidi';
import { cn } from '../ui/cn';

/**
 * An order's delivery address, one line each as a courier reads it: what the shopper typed isolated
 * in its own direction, the postal code and phone kept whole, the country in the page's language.
 * The shopper's order page and the staff order page show the same lines; staff also see the e-mail.
 */
export function ShippingAddressLines({
  address,
  withEmail = false,
  className,
}: {
  address: ShippingAddress;
  withEmail?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <address className={cn('flex flex-col text-sm not-italic', className)}>
      <UserText className="font-semibold">
        {address.firstName} {address.lastName}
      </UserText>
      <UserText>{address.address}</UserText>
      <span>
        <UserText>{address.city}</UserText> <Identifier>{address.postalCode}</Identifier>
      </span>
      <span>{countryName(address.country, t)}</span>
      <span>
        <Identifier>{address.phone}</Identifier>
      </span>
      {withEmail && <EmailText>{address.email}</EmailText>}
    </address>
  );
}

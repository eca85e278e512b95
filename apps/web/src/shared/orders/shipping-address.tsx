import type { OrderShippingAddress } from '@kahraba/domain';
import { placeName } from '../addresses/place-name';
import { countryName } from '../i18n/country-name';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { EmailText, Identifier, Sentence, slot, UserText } from '../ui/bidi';
import { cn } from '../ui/cn';

/**
 * An order's delivery address, one line each as a courier reads it: what the shopper typed isolated
 * in its own direction, the postal code and phone kept whole, the governorate, area and country in
 * the page's language (their names as recorded when the order was placed). Orders sent to a saved
 * address also carry its building, floor, apartment and landmark. The shopper's order page and the
 * staff order page show the same lines; staff also see the e-mail.
 */
export function ShippingAddressLines({
  address,
  withEmail = false,
  className,
}: {
  address: OrderShippingAddress;
  withEmail?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const { governorate, area } = address;
  return (
    <address className={cn('flex flex-col text-sm not-italic', className)}>
      <span className="font-semibold">
        <UserText>
          {address.firstName} {address.lastName}
        </UserText>
      </span>
      <span>
        <UserText>{address.address}</UserText>
      </span>
      {address.building !== undefined && (
        <span>
          <Sentence
            text={t('addresses.buildingLine', {
              building: slot('building'),
              floor: slot('floor'),
              apartment: slot('apartment'),
            })}
            values={{
              building: <UserText>{address.building}</UserText>,
              floor: <UserText>{address.floor}</UserText>,
              apartment: <UserText>{address.apartment}</UserText>,
            }}
          />
        </span>
      )}
      {address.landmark && (
        <span>
          <UserText>{address.landmark}</UserText>
        </span>
      )}
      {governorate ? (
        <span data-testid="order-governorate">
          {area
            ? t('addresses.placeLine', {
                area: placeName(area, language),
                governorate: placeName(governorate, language),
              })
            : placeName(governorate, language)}{' '}
          {address.postalCode && <Identifier>{address.postalCode}</Identifier>}
        </span>
      ) : (
        <span>
          <UserText>{address.city}</UserText>{' '}
          {address.postalCode && <Identifier>{address.postalCode}</Identifier>}
        </span>
      )}
      <span>{countryName(address.country, t)}</span>
      <span>
        <Identifier>{address.phone}</Identifier>
      </span>
      {withEmail && <EmailText>{address.email}</EmailText>}
    </address>
  );
}

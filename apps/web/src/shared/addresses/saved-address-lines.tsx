import type { SavedAddress } from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { Identifier, Sentence, slot, UserText } from '../ui/bidi';
import { cn } from '../ui/cn';
import { placeName } from './place-name';

/** A saved address as the book and the checkout list it: recipient, street and building, area and governorate, phone. */
export function SavedAddressLines({ address, className }: { address: SavedAddress; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <address className={cn('flex flex-col text-sm not-italic', className)}>
      <UserText className="font-semibold">{address.recipientName}</UserText>
      <UserText>{address.street}</UserText>
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
      {address.landmark && <UserText>{address.landmark}</UserText>}
      <span>
        {t('addresses.placeLine', {
          area: placeName(address.area, language),
          governorate: placeName(address.governorate, language),
        })}
      </span>
      <span>
        <Identifier>{address.phone}</Identifier>
      </span>
    </address>
  );
}

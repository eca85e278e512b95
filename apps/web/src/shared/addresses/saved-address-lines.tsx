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
    // Each line a span in the page's direction, its typed text isolated inside: a line that is its
    // own bdi would align to its own direction, and a card of Latin and Arabic lines zigzag.
    <address className={cn('flex flex-col text-sm not-italic', className)}>
      <span className="font-semibold">
        <UserText>{address.recipientName}</UserText>
      </span>
      <span>
        <UserText>{address.street}</UserText>
      </span>
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
      {address.landmark && (
        <span>
          <UserText>{address.landmark}</UserText>
        </span>
      )}
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

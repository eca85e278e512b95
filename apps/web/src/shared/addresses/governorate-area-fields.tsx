import { findGovernorate, GOVERNORATES } from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { Select } from '../ui/select';
import { placeName } from './place-name';

export interface GovernorateAreaFieldsProps {
  governorateId: string;
  areaId: string;
  /** Called with the new pair: choosing another governorate clears an area that is not in it. */
  onChange: (next: { governorateId: string; areaId: string }) => void;
  errors?: { governorateId?: string; areaId?: string };
  disabled?: boolean;
}

/**
 * The governorate picker and, beside it, the area picker listing the chosen governorate's areas,
 * as native selects (the platform's own pickers are the most usable with a keyboard and on phones).
 * Their names are `governorateId` and `areaId`, so a form posts them as they are.
 */
export function GovernorateAreaFields({
  governorateId,
  areaId,
  onChange,
  errors,
  disabled,
}: GovernorateAreaFieldsProps) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const areas = findGovernorate(governorateId)?.areas ?? [];
  return (
    <>
      <Select
        name="governorateId"
        label={t('addresses.fields.governorate')}
        required
        disabled={disabled}
        value={governorateId}
        error={errors?.governorateId}
        onChange={(event) => {
          const next = event.target.value;
          const keepArea = findGovernorate(next)?.areas.some((a) => a.id === areaId);
          onChange({ governorateId: next, areaId: keepArea ? areaId : '' });
        }}
        options={[
          { value: '', label: t('addresses.fields.chooseGovernorate'), disabled: true },
          ...GOVERNORATES.map((g) => ({ value: g.id, label: placeName(g, language) })),
        ]}
      />
      <Select
        name="areaId"
        label={t('addresses.fields.area')}
        required
        disabled={disabled || areas.length === 0}
        value={areaId}
        error={errors?.areaId}
        hint={areas.length === 0 ? t('addresses.fields.areaHint') : undefined}
        onChange={(event) => onChange({ governorateId, areaId: event.target.value })}
        options={[
          { value: '', label: t('addresses.fields.chooseArea'), disabled: true },
          ...areas.map((a) => ({ value: a.id, label: placeName(a, language) })),
        ]}
      />
    </>
  );
}

import { findGovernorate, GOVERNORATES } from '@kahraba/domain';
import { currentLanguage } from '../i18n/i18n';
import { useTranslation } from '../i18n/use-translation';
import { controlClasses, Field } from '../ui/field';
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

/** The governorate an area id belongs to (area ids are unique across governorates). */
const governorateOfArea = (areaId: string) => GOVERNORATES.find((g) => g.areas.some((a) => a.id === areaId));

/**
 * The governorate picker and the area picker, as native selects (the platform's own pickers are
 * the most usable with a keyboard and on phones), posted as `governorateId` and `areaId`. Once a
 * governorate is chosen the area picker lists its areas only. Before that it lists every area
 * under its governorate's heading, so a page without its scripts can still be filled in (the
 * server checks that the two belong together); picking an area there picks its governorate too.
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
  const chosen = findGovernorate(governorateId);
  const groups = chosen ? [chosen] : GOVERNORATES;
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
      <Field label={t('addresses.fields.area')} required error={errors?.areaId}>
        {(control) => (
          <select
            {...control}
            name="areaId"
            className={`${controlClasses} pe-8`}
            disabled={disabled}
            value={areaId}
            onChange={(event) => {
              const next = event.target.value;
              onChange({
                governorateId: chosen ? governorateId : (governorateOfArea(next)?.id ?? ''),
                areaId: next,
              });
            }}
          >
            <option value="" disabled>
              {t('addresses.fields.chooseArea')}
            </option>
            {chosen
              ? chosen.areas.map((a) => (
                  <option key={a.id} value={a.id}>
                    {placeName(a, language)}
                  </option>
                ))
              : groups.map((g) => (
                  <optgroup key={g.id} label={placeName(g, language)}>
                    {g.areas.map((a) => (
                      <option key={a.id} value={a.id}>
                        {placeName(a, language)}
                      </option>
                    ))}
                  </optgroup>
                ))}
          </select>
        )}
      </Field>
    </>
  );
}

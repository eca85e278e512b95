import {
  type CategoryPageKey,
  PROCESSOR_FAMILIES,
  type ProductFacets,
  rangeOf,
  SPEC_FILTERS_BY_PAGE,
  type SpecFilterKey,
  specValueRank,
} from '@kahraba/domain';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** What a measured filter's numbers are, for its labels. */
const UNITS: Partial<Record<SpecFilterKey, 'inches' | 'mah' | 'watts'>> = {
  screen: 'inches',
  battery: 'mah',
  capacity: 'mah',
  power: 'watts',
};

/** A size in gigabytes as shoppers read it: "8 GB", "1 TB". */
function sizeLabel(value: string, t: TFunction<'search'>): string {
  const gigabytes = Number(value);
  return gigabytes >= 1024 && gigabytes % 1024 === 0
    ? t('specFilters.units.tb', { value: gigabytes / 1024 })
    : t('specFilters.units.gb', { value: gigabytes });
}

/** A filter value in the page's language: "8 GB", "6.5″ to 6.8″", "Wireless", "Intel Core Ultra". */
export function specValueLabel(key: SpecFilterKey, value: string, t: TFunction<'search'>): string {
  if (key === 'ram' || key === 'storage') return sizeLabel(value, t);
  if (key === 'processor') return PROCESSOR_FAMILIES.find((family) => family.id === value)?.name ?? value;
  const unit = UNITS[key];
  const range = unit ? rangeOf(value) : null;
  if (unit && range) {
    const measure = (amount: number) => t(`specFilters.units.${unit}`, { value: amount });
    if (range.min === undefined && range.max !== undefined)
      return t('specFilters.under', { max: measure(range.max) });
    if (range.max === undefined && range.min !== undefined)
      return t('specFilters.over', { min: measure(range.min) });
    return t('specFilters.between', { min: measure(range.min!), max: measure(range.max!) });
  }
  return t(`specFilters.values.${key}.${value}` as 'specFilters.values.connection.wireless', {
    defaultValue: value,
  });
}

export interface SpecFiltersProps {
  category: CategoryPageKey;
  /** The chosen values, as the URL holds them ("ram:8,storage:256"). */
  value: string | undefined;
  onChange: (spec: string | undefined) => void;
  facets: ProductFacets | undefined;
}

/**
 * The category page's specification filters (domain SPEC_FILTERS_BY_PAGE): one group of
 * checkboxes per filter with the values its results have and how many have each. A chosen value
 * stays listed, at 0 if need be, so it can be seen and taken off.
 */
export function SpecFilters({ category, value, onChange, facets }: SpecFiltersProps) {
  const { t } = useTranslation('search');
  // The box shows its new state at once; the URL (and the list) follow when the page's data is in.
  // Once the URL moves on from the value the change was made over, the URL is the truth again.
  const [pending, setPending] = useState<{ value: string | undefined; over: string | undefined } | null>(
    null,
  );
  if (pending && pending.over !== value) setPending(null);
  const shown = pending && pending.over === value ? pending.value : value;
  const chosen = shown ? shown.split(',') : [];
  const idPrefix = useId();
  if (!facets) return null;

  const toggle = (token: string) => {
    const next = chosen.includes(token) ? chosen.filter((t) => t !== token) : [...chosen, token];
    const spec = next.length > 0 ? next.join(',') : undefined;
    setPending({ value: spec, over: value });
    onChange(spec);
  };

  return (
    <>
      {SPEC_FILTERS_BY_PAGE[category].map((key: SpecFilterKey) => {
        const counted = facets.specs.filter((spec) => spec.key === key);
        const values = new Map(counted.map((spec) => [spec.value, spec.count as number | undefined]));
        for (const token of chosen) {
          const [chosenKey, chosenValue] = token.split(':');
          if (chosenKey === key && chosenValue && !values.has(chosenValue)) values.set(chosenValue, 0);
        }
        if (values.size === 0) return null;
        const ordered = [...values.entries()].sort(
          ([a], [b]) => specValueRank(key, a) - specValueRank(key, b),
        );
        return (
          <fieldset key={key} className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold text-navy-900">
              {t(`specFilters.keys.${key}`)}
            </legend>
            {ordered.map(([option, count]) => {
              const token = `${key}:${option}`;
              const label = specValueLabel(key, option, t);
              return (
                <label
                  key={option}
                  htmlFor={`${idPrefix}-${token}`}
                  className="flex items-center gap-2 text-sm text-navy-900"
                >
                  <input
                    id={`${idPrefix}-${token}`}
                    type="checkbox"
                    checked={chosen.includes(token)}
                    onChange={() => toggle(token)}
                    className="size-4 accent-volt-500"
                  />
                  {/* Counts are only meaningful when every result was counted. */}
                  {facets.exact ? t('filters.withCount', { name: label, count: count ?? 0 }) : label}
                </label>
              );
            })}
          </fieldset>
        );
      })}
    </>
  );
}

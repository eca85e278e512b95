import type { ProductFacets } from '@kahraba/domain';
import { useTranslation } from '../i18n/use-translation';
import { Select } from '../ui/select';

export interface BrandChoice {
  name: string;
  /** How many of the results are of this brand, when they were all counted. */
  count?: number | undefined;
}

/**
 * The brand options: the brands of the results with their counts (most first) once the facets are
 * in, else every dealer; the URL's brand always stays among them, so it can be seen and changed.
 */
export function brandChoices(
  facets: ProductFacets | undefined,
  dealers: readonly { name: string }[],
  current: string | undefined,
): BrandChoice[] {
  const choices: BrandChoice[] = facets
    ? facets.brands.map((brand) => ({ name: brand.name, count: facets.exact ? brand.count : undefined }))
    : dealers.map((dealer) => ({ name: dealer.name }));
  if (current && !choices.some((choice) => choice.name === current)) {
    choices.push({ name: current, count: facets?.exact ? 0 : undefined });
  }
  return choices;
}

export interface BrandSelectProps {
  value: string | undefined;
  onChange: (brand: string | undefined) => void;
  facets: ProductFacets | undefined;
  dealers: readonly { name: string }[];
}

/** A listing's brand filter: "All brands", then the brands of its results, each with its count. */
export function BrandSelect({ value, onChange, facets, dealers }: BrandSelectProps) {
  const { t } = useTranslation('search');
  return (
    <Select
      label={t('filters.brand')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      options={[
        { value: '', label: t('filters.allBrands') },
        ...brandChoices(facets, dealers, value).map((choice) => ({
          value: choice.name,
          label:
            choice.count === undefined
              ? choice.name
              : t('filters.withCount', { name: choice.name, count: choice.count }),
        })),
      ]}
    />
  );
}

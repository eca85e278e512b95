import { CATEGORY_PAGE_KEYS, HOME_BRANDS, isCategoryPageKey, RATING_FILTERS } from '@kahraba/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import {
  type DiscountFilter,
  type HomeFilters,
  hasActiveFilters,
  type RatingFilter,
  type StockFilter,
  toggleBrand,
} from '../lib/home-filters';

interface RadioChoice<T> {
  value: T | null;
  label: string;
}

/** A fieldset of radios where the first choice, "any", clears the filter. */
function RadioGroup<T extends string | number>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: ReactNode;
  choices: ReadonlyArray<RadioChoice<T>>;
  value: T | null;
  onChange: (value: T | null) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-semibold text-navy-900">{legend}</legend>
      {choices.map((choice) => {
        const id = `${name}-${choice.value ?? 'any'}`;
        return (
          <div key={id} className="flex items-center gap-2">
            <input
              type="radio"
              id={id}
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="size-4 accent-volt-500"
            />
            <label htmlFor={id} className="text-sm text-navy-900">
              {choice.label}
            </label>
          </div>
        );
      })}
    </fieldset>
  );
}

export interface FilterPanelProps {
  filters: HomeFilters;
  onChange: (filters: HomeFilters) => void;
  onClear: () => void;
}

/** The all-products filters (SPEC §5): every change narrows the list straight away. */
export function FilterPanel({ filters, onChange, onClear }: FilterPanelProps) {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation('home');
  const headingId = useId();
  const set = <K extends keyof HomeFilters>(key: K, value: HomeFilters[K]) =>
    onChange({ ...filters, [key]: value });

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-navy-100"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold">
          {tHome('filters.heading')}
        </h3>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={!hasActiveFilters(filters)}>
          {tHome('filters.clear')}
        </Button>
      </div>

      <Input
        type="search"
        label={tHome('filters.search')}
        placeholder={tHome('filters.searchPlaceholder')}
        value={filters.text}
        onChange={(event) => set('text', event.target.value)}
        maxLength={100}
        autoComplete="off"
      />

      <Select
        label={tHome('filters.category')}
        value={filters.category ?? ''}
        onChange={(event) => {
          const { value } = event.target;
          set('category', isCategoryPageKey(value) ? value : null);
        }}
        options={[
          { value: '', label: tHome('filters.allCategories') },
          ...CATEGORY_PAGE_KEYS.map((key) => ({ value: key, label: t(`categories.${key}.name`) })),
        ]}
      />

      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-semibold text-navy-900">{tHome('filters.brand')}</legend>
        {HOME_BRANDS.map((brand) => (
          <Checkbox
            key={brand}
            label={brand}
            checked={filters.brands.includes(brand)}
            onChange={() => set('brands', toggleBrand(filters.brands, brand))}
          />
        ))}
      </fieldset>

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-navy-900">{tHome('filters.price')}</legend>
        <div className="grid grid-cols-2 gap-2">
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            label={tHome('filters.priceMin')}
            value={filters.priceMin}
            onChange={(event) => set('priceMin', event.target.value)}
          />
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            label={tHome('filters.priceMax')}
            value={filters.priceMax}
            onChange={(event) => set('priceMax', event.target.value)}
          />
        </div>
      </fieldset>

      <RadioGroup<RatingFilter>
        legend={tHome('filters.rating')}
        value={filters.rating}
        onChange={(value) => set('rating', value)}
        choices={[
          { value: null, label: tHome('filters.anyRating') },
          ...RATING_FILTERS.map((stars) => ({
            value: stars,
            label: tHome('filters.ratingAtLeast', { count: stars }),
          })),
        ]}
      />

      <RadioGroup<StockFilter>
        legend={tHome('filters.stock')}
        value={filters.inStock}
        onChange={(value) => set('inStock', value)}
        choices={[
          { value: null, label: tHome('filters.anyStock') },
          { value: 'in', label: tHome('filters.inStock') },
          { value: 'out', label: tHome('filters.outOfStock') },
        ]}
      />

      <RadioGroup<DiscountFilter>
        legend={tHome('filters.discount')}
        value={filters.discount}
        onChange={(value) => set('discount', value)}
        choices={[
          { value: null, label: tHome('filters.anyDiscount') },
          { value: 'yes', label: tHome('filters.discountYes') },
          { value: 'no', label: tHome('filters.discountNo') },
        ]}
      />
    </section>
  );
}

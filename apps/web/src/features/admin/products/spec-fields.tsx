import { CATEGORY_PAGE_KEYS, CATEGORY_PAGES, type ProductType, SPEC_FIELDS } from '@kahraba/domain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { validationText } from '../lib/validation';
import type { ProductFormValues } from './product-form-values';

/** The spec fields that pick a category page's type (laptopType: Student, Gaming, ...), and their choices. */
const TYPE_FIELD_CHOICES: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  CATEGORY_PAGE_KEYS.filter((key) => CATEGORY_PAGES[key].typeField !== 'productType').map((key) => [
    CATEGORY_PAGES[key].typeField,
    CATEGORY_PAGES[key].typeIds,
  ]),
);

export interface SpecFieldsProps {
  productType: ProductType;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>['specs'];
}

/**
 * The specification fields of one product type (SPEC_FIELDS, the same list the API checks), so
 * a laptop asks for processor and RAM and a cable for its connectors. The field that files the
 * product under a category page's type is a choice, so the category filters find it.
 */
export function SpecFields({ productType, register, errors }: SpecFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-bold text-navy-950">{t('productForm.specsTitle')}</legend>
      {SPEC_FIELDS[productType].map((field) => {
        const label = t(`specs.${field}`);
        const error = validationText(errors?.[field], t);
        const choices = TYPE_FIELD_CHOICES[field];
        return choices ? (
          <Select
            key={field}
            label={label}
            error={error}
            options={[
              { value: '', label: t('productForm.notSet') },
              ...choices.map((id) => ({ value: id, label: t(`typeIds.${id}`, { defaultValue: id }) })),
            ]}
            {...register(`specs.${field}`)}
          />
        ) : (
          // Specs are mostly Latin ("8 GB", "Snapdragon 8 Gen 3"): each field follows what is typed in it.
          <Input
            key={field}
            label={label}
            error={error}
            maxLength={200}
            dir="auto"
            {...register(`specs.${field}`)}
          />
        );
      })}
    </fieldset>
  );
}

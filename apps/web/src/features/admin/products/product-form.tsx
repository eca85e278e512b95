import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIES,
  type Category,
  type ProductType,
  type ProductWritePayload,
  productWritePayloadSchema,
} from '@kahraba/domain';
import { useId } from 'react';
import { Controller, type DefaultValues, useForm, useWatch } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { controlClasses, Field, Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { emptyAsNull, parseTypedNumber } from '../lib/numbers';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';
import { ImageField } from './image-field';
import { InstallmentsField } from './installments-field';
import {
  allowedTypes,
  isProductFormField,
  type ProductFormValues,
  specsOf,
  withoutEmptySpecs,
} from './product-form-values';
import { SpecFields } from './spec-fields';

export interface ProductFormProps {
  defaultValues: DefaultValues<ProductFormValues>;
  /** A new product sets its opening stock here; afterwards stock moves only by adjustments. */
  mode: 'create' | 'edit';
  /** Moderators see the catalog but may not change it. */
  readOnly?: boolean;
  /** Brand names to suggest (the dealers list); any brand may still be typed. */
  brands: readonly string[];
  onSubmit: (payload: ProductWritePayload) => Promise<unknown>;
}

const sectionClasses = 'flex flex-col gap-4 rounded-xl border border-navy-200 bg-white p-4';

export function ProductForm({ defaultValues, mode, readOnly = false, brands, onSubmit }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const brandListId = useId();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductWritePayload>({
    resolver: zodResolver(productWritePayloadSchema, zodFormOptions),
    defaultValues,
  });
  const category = useWatch({ control, name: 'category' });
  const productType = useWatch({ control, name: 'productType' });
  const used = useWatch({ control, name: 'used' });
  const types = allowedTypes(category);

  // Keep the type one the category allows, and the specs those of the type: what the API accepts.
  const onCategoryChange = (next: Category) => {
    const type = allowedTypes(next).includes(getValues('productType'))
      ? getValues('productType')
      : (allowedTypes(next)[0] as ProductType);
    setValue('productType', type);
    setValue('specs', specsOf(getValues('specs'), type));
  };
  const onTypeChange = (next: ProductType) => setValue('specs', specsOf(getValues('specs'), next));

  const submit = handleSubmit(async (payload) => {
    try {
      await onSubmit(withoutEmptySpecs(payload));
    } catch (error) {
      if (!applyServerIssues(error, setError, isProductFormField)) toast.error(errorText(error, tApp));
    }
  });

  const error = (name: keyof typeof errors) => validationText(errors[name] as { message?: string }, t);
  const numberField = { setValueAs: (text: unknown) => parseTypedNumber(text) };
  const optionalNumberField = { setValueAs: (text: unknown) => parseTypedNumber(text, null) };
  const optionalText = { setValueAs: emptyAsNull };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <fieldset disabled={readOnly || isSubmitting} className="flex flex-col gap-4">
        <section className={sectionClasses} aria-labelledby={`${brandListId}-basics`}>
          <h2 id={`${brandListId}-basics`} className="font-bold text-navy-950">
            {t('productForm.basicsTitle')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t('productForm.name')}
              required
              lang="en"
              dir="ltr"
              error={error('name')}
              {...register('name')}
            />
            <Input
              label={t('productForm.nameAr')}
              lang="ar"
              dir="rtl"
              error={error('nameAr')}
              {...register('nameAr', optionalText)}
            />
            <Input
              label={t('productForm.brand')}
              required
              list={brandListId}
              dir="auto"
              error={error('brand')}
              {...register('brand')}
            />
            <datalist id={brandListId}>
              {brands.map((brand) => (
                <option key={brand} value={brand} />
              ))}
            </datalist>
            <Select
              label={t('productForm.category')}
              required
              error={error('category')}
              options={CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
              {...register('category', { onChange: (event) => onCategoryChange(event.target.value) })}
            />
            <Select
              label={t('productForm.productType')}
              required
              error={error('productType')}
              options={types.map((type) => ({ value: type, label: t(`productTypes.${type}`) }))}
              {...register('productType', { onChange: (event) => onTypeChange(event.target.value) })}
            />
          </div>
          <Field label={t('productForm.description')} error={error('description')}>
            {(control) => (
              <textarea
                rows={4}
                lang="en"
                dir="ltr"
                className={`${controlClasses} h-auto py-2`}
                {...control}
                {...register('description')}
              />
            )}
          </Field>
          <Field label={t('productForm.descriptionAr')} error={error('descriptionAr')}>
            {(control) => (
              <textarea
                rows={4}
                lang="ar"
                dir="rtl"
                className={`${controlClasses} h-auto py-2`}
                {...control}
                {...register('descriptionAr')}
              />
            )}
          </Field>
        </section>

        <section className={sectionClasses} aria-labelledby={`${brandListId}-pricing`}>
          <h2 id={`${brandListId}-pricing`} className="font-bold text-navy-950">
            {t('productForm.pricingTitle')}
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Input
              label={t('productForm.price')}
              required
              inputMode="decimal"
              error={error('price')}
              {...register('price', numberField)}
            />
            <Input
              label={t('productForm.priceAfterDiscount')}
              inputMode="decimal"
              hint={t('productForm.priceAfterDiscountHint')}
              error={error('priceAfterDiscount')}
              {...register('priceAfterDiscount', optionalNumberField)}
            />
            {mode === 'create' && (
              <Input
                label={t('productForm.quantity')}
                inputMode="numeric"
                error={error('quantity')}
                {...register('quantity', numberField)}
              />
            )}
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            <Checkbox label={t('productForm.isExclusive')} {...register('isExclusive')} />
            <Checkbox label={t('productForm.isNew')} {...register('isNew')} />
            <Checkbox label={t('productForm.used')} {...register('used')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {used && (
              <Input
                label={t('productForm.usedStatus')}
                required
                hint={t('productForm.usedStatusHint')}
                dir="auto"
                error={error('usedStatus')}
                {...register('usedStatus', optionalText)}
              />
            )}
            <Input
              label={t('productForm.referralCode')}
              dir="ltr"
              error={error('referralCode')}
              {...register('referralCode', optionalText)}
            />
          </div>
        </section>

        <section className={sectionClasses}>
          <SpecFields productType={productType} register={register} errors={errors.specs} />
        </section>

        <section className={sectionClasses}>
          <Controller
            control={control}
            name="images"
            render={({ field, fieldState }) => (
              <ImageField
                value={field.value ?? []}
                onChange={field.onChange}
                error={validationText(fieldState.error, t)}
                disabled={readOnly}
              />
            )}
          />
        </section>

        <section className={sectionClasses}>
          <Controller
            control={control}
            name="installments"
            render={({ field, fieldState }) => (
              <InstallmentsField
                value={field.value}
                onChange={field.onChange}
                error={validationText(fieldState.error, t)}
                disabled={readOnly}
              />
            )}
          />
        </section>
      </fieldset>
      {!readOnly && (
        <div className="flex justify-end">
          <Button type="submit" size="lg" loading={isSubmitting}>
            {mode === 'create' ? t('productForm.create') : t('productForm.save')}
          </Button>
        </div>
      )}
    </form>
  );
}

import { type AdminProduct, type FamilySummary, VARIANT_AXES, type VariantAxis } from '@kahraba/domain';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { useCreateFamily, useFamilies, useSetProductVariant } from '../api/families';

// The product's family and its value on each of the family's options (decision 0013), saved on
// their own: a product's form and its place among its variants change at different times.

const NONE = '';
const NEW = 'new';

/** The server's message for a refused save; a field's own issue (an Arabic colour name) by name. */
function failureText(error: unknown, colorNameArRequired: string, tApp: Parameters<typeof errorText>[1]) {
  const issue =
    error instanceof ApiError
      ? (error.details as { issues?: { path: string; message: string }[] } | undefined)?.issues?.[0]
      : undefined;
  if (issue?.message === 'colorNameArRequired') return colorNameArRequired;
  return errorText(error, tApp);
}

function NewFamilyFields({
  brand,
  onCreated,
}: {
  brand: string;
  onCreated: (family: FamilySummary) => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const create = useCreateFamily();
  const [name, setName] = useState('');
  const [nameAr, setNameAr] = useState('');
  const [axes, setAxes] = useState<VariantAxis[]>(['color']);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setFailure(null);
    try {
      onCreated(await create.mutateAsync({ name, nameAr: nameAr || null, brand, axes }));
    } catch (error) {
      setFailure(errorText(error, tApp));
    }
  };
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-navy-200 p-3">
      <legend className="px-1 text-sm font-semibold">{t('variants.newFamily')}</legend>
      <Input
        label={t('variants.familyName')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
      />
      <Input
        label={t('variants.familyNameAr')}
        value={nameAr}
        onChange={(e) => setNameAr(e.target.value)}
        dir="rtl"
      />
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('variants.axes')}</legend>
        {VARIANT_AXES.map((axis) => (
          <Checkbox
            key={axis}
            label={t(`variants.axis.${axis}`)}
            checked={axes.includes(axis)}
            onChange={(e) =>
              setAxes(
                e.target.checked
                  ? VARIANT_AXES.filter((a) => a === axis || axes.includes(a))
                  : axes.filter((a) => a !== axis),
              )
            }
          />
        ))}
      </fieldset>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        size="sm"
        onClick={() => void submit()}
        disabled={create.isPending}
      >
        {t('variants.createFamily')}
      </Button>
    </fieldset>
  );
}

export function VariantSection({ product, readOnly }: { product: AdminProduct; readOnly: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const language = currentLanguage(i18n);
  const families = useFamilies('');
  const save = useSetProductVariant(product._id);
  const [familyId, setFamilyId] = useState<string>(product.familyId ?? NONE);
  const [created, setCreated] = useState<FamilySummary[]>([]);
  const [options, setOptions] = useState<Record<string, string>>({ ...(product.options ?? {}) });
  const [colorAr, setColorAr] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const known = [...created, ...(families.data ?? [])];
  const family = known.find((f) => f.id === familyId);
  const nameOf = (f: FamilySummary) => (language === 'ar' && f.nameAr ? f.nameAr : f.name);
  const choices = [
    { value: NONE, label: t('variants.noFamily') },
    ...known
      .filter((f, i) => known.findIndex((g) => g.id === f.id) === i)
      .map((f) => ({ value: f.id, label: `${nameOf(f)} (${f.brand})` })),
    ...(readOnly ? [] : [{ value: NEW, label: t('variants.newFamilyOption') }]),
  ];
  // The product's own family may lie past the picker's first page: keep it choosable.
  if (product.familyId && !known.some((f) => f.id === product.familyId) && product.family)
    choices.splice(1, 0, { value: product.familyId, label: product.family.name });

  const color = options.color ?? '';
  const knownColorAr = color ? family?.valueNamesAr.color?.[color] : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const axes = family?.axes ?? [];
    try {
      const saved = await save.mutateAsync({
        familyId: familyId === NONE ? null : familyId,
        options: Object.fromEntries(axes.map((axis) => [axis, options[axis] ?? ''])),
        colorAr: colorAr.trim() || null,
      });
      toast.success(t('variants.saved', { name: saved.name }));
    } catch (error) {
      setFailure(failureText(error, t('variants.colorNameArRequired'), tApp));
    }
  };

  return (
    <section
      aria-labelledby="variant-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-navy-100"
    >
      <h2 id="variant-heading" className="mb-1 text-lg font-bold text-navy-950">
        {t('variants.title')}
      </h2>
      <p className="mb-4 text-sm text-navy-700">{t('variants.description')}</p>
      <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <Select
          label={t('variants.family')}
          value={familyId}
          options={choices}
          disabled={readOnly}
          onChange={(e) => setFamilyId(e.target.value)}
        />
        {familyId === NEW && (
          <NewFamilyFields
            brand={product.brand}
            onCreated={(f) => {
              setCreated((list) => [f, ...list]);
              setFamilyId(f.id);
            }}
          />
        )}
        {family && (
          <div className="grid gap-3 sm:grid-cols-2">
            {family.axes.map((axis) => (
              <Input
                key={axis}
                label={t(`variants.axis.${axis}`)}
                hint={axis === 'color' ? undefined : t('variants.codeHint')}
                value={options[axis] ?? ''}
                disabled={readOnly}
                required
                dir="ltr"
                onChange={(e) => setOptions({ ...options, [axis]: e.target.value })}
              />
            ))}
            {family.axes.includes('color') && (
              <Input
                label={t('variants.colorAr')}
                hint={knownColorAr ? t('variants.colorArKnown', { name: knownColorAr }) : undefined}
                value={colorAr}
                disabled={readOnly}
                dir="rtl"
                onChange={(e) => setColorAr(e.target.value)}
              />
            )}
          </div>
        )}
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        )}
        {!readOnly && familyId !== NEW && (
          <div>
            <Button type="submit" disabled={save.isPending}>
              {t('variants.save')}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminCoupon,
  CATEGORIES,
  COUPON_KINDS,
  type CouponWritePayload,
  type CouponWritePayloadInput,
  couponWritePayloadSchema,
  STORE_TIME_ZONE,
} from '@kahraba/domain';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { ApiError } from '../../../shared/api/http-client';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Dialog } from '../../../shared/ui/dialog';
import { Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { useSaveCoupon } from '../api/coupons';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';

export interface CouponDialogProps {
  /** The coupon to edit, 'new' for a new one, null when closed. */
  coupon: AdminCoupon | 'new' | null;
  onClose: () => void;
}

export function CouponDialog({ coupon, onClose }: CouponDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={coupon !== null}
      onClose={onClose}
      title={coupon === 'new' ? t('coupons.newTitle') : t('coupons.editTitle', { code: coupon?.code ?? '' })}
    >
      {coupon !== null && (
        <CouponForm key={coupon === 'new' ? 'new' : coupon._id} coupon={coupon} onDone={onClose} />
      )}
    </Dialog>
  );
}

const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));

// The expiry is a store calendar day: the code works until that day ends in Cairo.
const cairoDay = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE });
function endOfCairoDay(day: string): string {
  // Cairo is UTC+2 or UTC+3; the last instant whose Cairo date is still `day`.
  const lastInstant = new Date(`${day}T23:59:59.999+02:00`);
  return cairoDay.format(lastInstant) === day
    ? lastInstant.toISOString()
    : new Date(`${day}T23:59:59.999+03:00`).toISOString();
}

const validate = zodResolver(couponWritePayloadSchema, zodFormOptions);

/** The form keeps the expiry as the day the date field shows; the API takes the instant it ends. */
const couponResolver: typeof validate = (values, context, options) =>
  validate(
    {
      ...values,
      expiresAt:
        values.expiresAt && /^\d{4}-\d{2}-\d{2}$/.test(values.expiresAt)
          ? endOfCairoDay(values.expiresAt)
          : values.expiresAt,
    },
    context,
    options,
  );

function CouponForm({ coupon, onDone }: { coupon: AdminCoupon | 'new'; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const save = useSaveCoupon();
  const existing = coupon === 'new' ? undefined : coupon;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CouponWritePayloadInput, unknown, CouponWritePayload>({
    resolver: couponResolver,
    defaultValues: {
      code: existing?.code ?? '',
      kind: existing?.kind ?? 'percent',
      value: existing?.value,
      minSubtotal: existing?.minSubtotal ?? 0,
      expiresAt: existing?.expiresAt ? cairoDay.format(new Date(existing.expiresAt)) : null,
      maxUses: existing?.maxUses ?? null,
      maxUsesPerShopper: existing ? existing.maxUsesPerShopper : 1,
      category: existing?.category ?? null,
      brand: existing?.brand ?? null,
      disabled: existing?.disabled ?? false,
    },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync({ id: existing?._id, payload });
      toast.success(t('coupons.saved', { code: saved.code }));
      onDone();
    } catch (error) {
      if (applyServerIssues(error, setError, (path) => Object.hasOwn(couponWritePayloadSchema.shape, path)))
        return;
      // 409: the code is taken. Said beside the code, in the server's words.
      if (error instanceof ApiError && error.status === 409) {
        setError('code', { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      toast.error(errorText(error, tApp));
    }
  });

  const fieldError = (name: keyof CouponWritePayloadInput) => {
    const error = errors[name];
    return error?.type === 'server' ? error.message : validationText(error, t);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Input
        label={t('coupons.code')}
        hint={t('coupons.codeHint')}
        required
        dir="ltr"
        autoComplete="off"
        className="uppercase"
        error={fieldError('code')}
        {...register('code')}
      />
      <Select
        label={t('coupons.kind')}
        options={COUPON_KINDS.map((kind) => ({ value: kind, label: t(`coupons.kinds.${kind}`) }))}
        error={fieldError('kind')}
        {...register('kind')}
      />
      <Input
        label={t('coupons.value')}
        hint={t('coupons.valueHint')}
        required
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        dir="ltr"
        error={fieldError('value')}
        {...register('value', { setValueAs: numberOrNull })}
      />
      <Input
        label={t('coupons.minSubtotal')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        dir="ltr"
        error={fieldError('minSubtotal')}
        {...register('minSubtotal', { setValueAs: (v) => (v === '' ? 0 : Number(v)) })}
      />
      <Input
        label={t('coupons.expiresAt')}
        hint={t('coupons.expiresAtHint')}
        type="date"
        dir="ltr"
        error={fieldError('expiresAt')}
        {...register('expiresAt', { setValueAs: emptyAsNull })}
      />
      <Input
        label={t('coupons.maxUses')}
        hint={t('coupons.noLimitHint')}
        type="number"
        inputMode="numeric"
        min="1"
        dir="ltr"
        error={fieldError('maxUses')}
        {...register('maxUses', { setValueAs: numberOrNull })}
      />
      <Input
        label={t('coupons.maxUsesPerShopper')}
        hint={t('coupons.noLimitHint')}
        type="number"
        inputMode="numeric"
        min="1"
        dir="ltr"
        error={fieldError('maxUsesPerShopper')}
        {...register('maxUsesPerShopper', { setValueAs: numberOrNull })}
      />
      <Select
        label={t('coupons.category')}
        options={[
          { value: '', label: t('coupons.anyCategory') },
          ...CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
        ]}
        error={fieldError('category')}
        {...register('category', { setValueAs: emptyAsNull })}
      />
      <Input
        label={t('coupons.brand')}
        hint={t('coupons.brandHint')}
        dir="ltr"
        error={fieldError('brand')}
        {...register('brand', { setValueAs: (v) => emptyAsNull(typeof v === 'string' ? v.trim() : v) })}
      />
      <div className="flex items-end">
        <Checkbox label={t('coupons.disabled')} {...register('disabled')} />
      </div>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AdminInstallmentPlan,
  INSTALLMENT_FEE_KINDS,
  type InstallmentPlanWritePayload,
  type InstallmentPlanWritePayloadInput,
  installmentPlanWritePayloadSchema,
  toWesternDigits,
} from '@kahraba/domain';
import { useForm } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { Checkbox } from '../../../shared/ui/checkbox';
import { Dialog } from '../../../shared/ui/dialog';
import { Input } from '../../../shared/ui/field';
import { Select } from '../../../shared/ui/select';
import { toast } from '../../../shared/ui/toast';
import { useSaveInstallmentPlan } from '../api/installment-plans';
import { useAdminFormat } from '../lib/format';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';

export interface InstallmentPlanDialogProps {
  /** The plan to edit, 'new' for a new one, null when closed. */
  plan: AdminInstallmentPlan | 'new' | null;
  onClose: () => void;
}

export function InstallmentPlanDialog({ plan, onClose }: InstallmentPlanDialogProps) {
  const { t } = useTranslation('admin');
  const { language } = useAdminFormat();
  const name = plan === null || plan === 'new' ? '' : language === 'ar' ? plan.providerAr : plan.provider;
  return (
    <Dialog
      open={plan !== null}
      onClose={onClose}
      title={
        plan === 'new' ? t('installmentPlans.newTitle') : t('installmentPlans.editTitle', { provider: name })
      }
    >
      {plan !== null && (
        <InstallmentPlanForm key={plan === 'new' ? 'new' : plan._id} plan={plan} onDone={onClose} />
      )}
    </Dialog>
  );
}

const numberOrNull = (value: unknown) => (value === '' || value === null ? null : Number(value));
const numberOrZero = (value: unknown) => (value === '' || value === null ? 0 : Number(value));

/** "6, 12, 18" (or "٦، ١٢") as the months list; what is not a number is left for the schema to refuse. */
export function parseMonths(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return toWesternDigits(value)
    .split(/[,،\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

function InstallmentPlanForm({ plan, onDone }: { plan: AdminInstallmentPlan | 'new'; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const save = useSaveInstallmentPlan();
  const existing = plan === 'new' ? undefined : plan;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InstallmentPlanWritePayloadInput, unknown, InstallmentPlanWritePayload>({
    resolver: zodResolver(installmentPlanWritePayloadSchema, zodFormOptions),
    defaultValues: {
      provider: existing?.provider ?? '',
      providerAr: existing?.providerAr ?? '',
      // The field shows the months as typed: "6, 12, 18".
      months: (existing?.months.join(', ') ?? '') as unknown as number[],
      monthlyRatePercent: existing?.monthlyRatePercent ?? 0,
      adminFeeKind: existing?.adminFeeKind ?? 'none',
      adminFee: existing?.adminFee ?? 0,
      minAmount: existing?.minAmount ?? 0,
      maxAmount: existing?.maxAmount ?? null,
      sortOrder: existing?.sortOrder ?? 0,
      disabled: existing?.disabled ?? false,
    },
  });

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = await save.mutateAsync({ id: existing?._id, payload });
      toast.success(t('installmentPlans.saved', { provider: saved.provider }));
      onDone();
    } catch (error) {
      if (
        applyServerIssues(error, setError, (path) =>
          Object.hasOwn(installmentPlanWritePayloadSchema.shape, path),
        )
      )
        return;
      toast.error(errorText(error, tApp));
    }
  });

  const fieldError = (name: keyof InstallmentPlanWritePayloadInput) => validationText(errors[name], t);
  // A wrong month is reported on its item (months.1); the field shows the first such problem.
  const monthsError = () => {
    const error = errors.months;
    if (!error || error.message) return validationText(error, t);
    const items = Object.values(error as Record<string, { message?: unknown } | undefined>);
    const first = items.find((item) => typeof item?.message === 'string');
    return validationText(first && { message: String(first.message) }, t);
  };
  const money = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0', dir: 'ltr' } as const;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Input
        label={t('installmentPlans.providerEn')}
        required
        dir="ltr"
        error={fieldError('provider')}
        {...register('provider')}
      />
      <Input
        label={t('installmentPlans.providerAr')}
        required
        dir="rtl"
        error={fieldError('providerAr')}
        {...register('providerAr')}
      />
      <Input
        label={t('installmentPlans.months')}
        hint={t('installmentPlans.monthsHint')}
        required
        dir="ltr"
        inputMode="numeric"
        error={monthsError()}
        {...register('months', { setValueAs: parseMonths })}
      />
      <Input
        label={t('installmentPlans.rate')}
        hint={t('installmentPlans.rateHint')}
        {...money}
        error={fieldError('monthlyRatePercent')}
        {...register('monthlyRatePercent', { setValueAs: numberOrZero })}
      />
      <Select
        label={t('installmentPlans.adminFeeKind')}
        options={INSTALLMENT_FEE_KINDS.map((kind) => ({
          value: kind,
          label: t(`installmentPlans.feeKinds.${kind}`),
        }))}
        error={fieldError('adminFeeKind')}
        {...register('adminFeeKind')}
      />
      <Input
        label={t('installmentPlans.adminFee')}
        hint={t('installmentPlans.adminFeeHint')}
        {...money}
        error={fieldError('adminFee')}
        {...register('adminFee', { setValueAs: numberOrZero })}
      />
      <Input
        label={t('installmentPlans.minAmount')}
        {...money}
        error={fieldError('minAmount')}
        {...register('minAmount', { setValueAs: numberOrZero })}
      />
      <Input
        label={t('installmentPlans.maxAmount')}
        hint={t('installmentPlans.noLimitHint')}
        {...money}
        error={fieldError('maxAmount')}
        {...register('maxAmount', { setValueAs: numberOrNull })}
      />
      <Input
        label={t('installmentPlans.sortOrder')}
        hint={t('installmentPlans.sortOrderHint')}
        type="number"
        inputMode="numeric"
        min="0"
        dir="ltr"
        error={fieldError('sortOrder')}
        {...register('sortOrder', { setValueAs: numberOrZero })}
      />
      <div className="flex items-end">
        <Checkbox label={t('installmentPlans.disabled')} {...register('disabled')} />
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

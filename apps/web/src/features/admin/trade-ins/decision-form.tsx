import { zodResolver } from '@hookform/resolvers/zod';
import { type TradeInDecisionPayload, tradeInDecisionPayloadSchema } from '@kahraba/domain';
import { useId } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { errorText } from '../../../shared/api/error-text';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { controlClasses, Field, Input } from '../../../shared/ui/field';
import { toast } from '../../../shared/ui/toast';
import { useDecideTradeIn } from '../api/trade-ins';
import { parseTypedNumber } from '../lib/numbers';
import { applyServerIssues, validationText, zodFormOptions } from '../lib/validation';

interface DecisionFormValues {
  decision: 'approve' | 'reject';
  offeredCredit?: number;
  reason?: string;
}

/**
 * Approve with the credit offered, or reject with the reason the shopper will read in their
 * account. The field of the other choice is unregistered, so only the chosen shape is sent.
 */
export function DecisionForm({ tradeInId }: { tradeInId: string }) {
  const { t } = useTranslation('admin');
  const { t: tApp } = useTranslation();
  const formId = useId();
  const decide = useDecideTradeIn(tradeInId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DecisionFormValues, unknown, TradeInDecisionPayload>({
    // The schema is a union told apart by `decision`; the form holds both members' fields in one
    // shape (the hidden one unregistered), which the union's input type cannot express.
    resolver: zodResolver(tradeInDecisionPayloadSchema, zodFormOptions) as unknown as Resolver<
      DecisionFormValues,
      unknown,
      TradeInDecisionPayload
    >,
    defaultValues: { decision: 'approve' },
    shouldUnregister: true,
  });
  const decision = useWatch({ control, name: 'decision' });

  const submit = handleSubmit(async (payload) => {
    try {
      await decide.mutateAsync(payload);
      toast.success(payload.decision === 'approve' ? t('tradeIns.approved') : t('tradeIns.rejected'));
    } catch (error) {
      const known = (path: string) => path === 'offeredCredit' || path === 'reason';
      if (!applyServerIssues(error, setError, known)) toast.error(errorText(error, tApp));
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`} className="font-bold text-navy-950">
        {t('tradeIns.decisionTitle')}
      </h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('tradeIns.decision')}</legend>
        {(['approve', 'reject'] as const).map((choice) => (
          <label key={choice} className="inline-flex items-center gap-2 text-sm font-semibold">
            <input type="radio" value={choice} className="size-4 accent-volt-500" {...register('decision')} />
            {t(`tradeIns.choice.${choice}`)}
          </label>
        ))}
      </fieldset>
      {decision === 'approve' ? (
        <Input
          label={t('tradeIns.offeredCredit')}
          hint={t('tradeIns.offeredCreditHint')}
          inputMode="decimal"
          required
          error={validationText(errors.offeredCredit, t)}
          {...register('offeredCredit', { setValueAs: (text) => parseTypedNumber(text) })}
          fieldClassName="max-w-xs"
        />
      ) : (
        <Field
          label={t('tradeIns.reason')}
          hint={t('tradeIns.reasonHint')}
          required
          error={validationText(errors.reason, t)}
        >
          {(control) => (
            <textarea
              rows={3}
              maxLength={500}
              className={`${controlClasses} h-auto py-2`}
              {...control}
              {...register('reason')}
            />
          )}
        </Field>
      )}
      <div>
        <Button type="submit" variant={decision === 'approve' ? 'primary' : 'danger'} loading={isSubmitting}>
          {decision === 'approve' ? t('tradeIns.approve') : t('tradeIns.reject')}
        </Button>
      </div>
    </form>
  );
}

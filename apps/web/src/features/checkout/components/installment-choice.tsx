import { formatEgp, type InstallmentChoice, type InstallmentOffer } from '@kahraba/domain';
import { useEffect, useId } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { providerName, useInstallmentOffers } from '../../../shared/installments/api';
import { Badge } from '../../../shared/ui/badge';
import { controlClasses } from '../../../shared/ui/field';

/** A plan and its months as one radio value ("<planId>:<months>"), so the form posts it without scripts. */
export function installmentValue(choice: InstallmentChoice | null): string {
  return choice ? `${choice.planId}:${choice.months}` : '';
}

/** The posted radio value back into a choice; anything else is no plan. */
export function parseInstallmentValue(value: unknown): InstallmentChoice | null {
  if (typeof value !== 'string') return null;
  const match = /^([^:]{1,64}):(\d{1,2})$/.exec(value);
  return match ? { planId: match[1]!, months: Number(match[2]) } : null;
}

export interface InstallmentChoiceFieldProps {
  /** The order total the plan would finance (EGP). */
  amount: number;
  value: InstallmentChoice | null;
  onChange: (choice: InstallmentChoice | null) => void;
  disabled?: boolean;
}

/**
 * The checkout's optional installment plan: no plan, or one of the plans that finance the total
 * now, in one compact picker (a provider offers several lengths, and a list of every plan came
 * before the summary and Place order on a phone), with the chosen plan's terms under it. A native
 * select: it posts without scripts and opens the phone's own picker. When the total changes
 * (shipping, a discount code) and the chosen plan no longer covers it, the choice falls back to
 * none; the server prices the plan again when the order is placed.
 */
export function InstallmentChoiceField({ amount, value, onChange, disabled }: InstallmentChoiceFieldProps) {
  const { t, i18n } = useTranslation('orders');
  const { t: tShared } = useTranslation();
  const language = currentLanguage(i18n);
  const selectId = useId();
  const offers = useInstallmentOffers(amount);
  const list = offers.data?.offers ?? [];
  const chosen = installmentValue(value);
  const chosenOffer = list.find((offer) => installmentValue(offer) === chosen);

  useEffect(() => {
    if (value && offers.isSuccess && !chosenOffer) onChange(null);
  }, [value, offers.isSuccess, chosenOffer, onChange]);

  const status = offers.isPending
    ? t('checkout.installment.loading')
    : offers.isError
      ? t('checkout.installment.failed')
      : list.length === 0
        ? t('checkout.installment.unavailable')
        : null;
  const terms = (offer: InstallmentOffer) =>
    t('checkout.installment.optionText', {
      monthly: formatEgp(offer.monthly, language),
      total: formatEgp(offer.totalPayable, language),
    });
  const planName = (offer: InstallmentOffer) =>
    t('checkout.installment.option', { provider: providerName(offer, language), count: offer.months });

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2" data-testid="installment-choice">
      <legend className="mb-2 text-lg font-bold text-navy-950">{t('checkout.installment.legend')}</legend>
      <label htmlFor={selectId} className="text-sm font-semibold text-navy-900">
        {t('checkout.installment.plan')}
      </label>
      <select
        id={selectId}
        name="installment"
        value={chosenOffer ? chosen : ''}
        onChange={(event) => onChange(parseInstallmentValue(event.target.value))}
        className={controlClasses}
      >
        <option value="">{t('checkout.installment.none')}</option>
        {list.map((offer) => (
          <option key={installmentValue(offer)} value={installmentValue(offer)}>
            {[planName(offer), terms(offer), offer.interestFree ? tShared('installments.interestFree') : null]
              .filter(Boolean)
              .join(' · ')}
          </option>
        ))}
      </select>
      <p className="flex flex-wrap items-center gap-2 text-sm text-navy-700" data-testid="installment-terms">
        {chosenOffer ? (
          <>
            {terms(chosenOffer)}
            {chosenOffer.interestFree && <Badge tone="success">{tShared('installments.interestFree')}</Badge>}
          </>
        ) : (
          t('checkout.installment.noneText')
        )}
      </p>
      {status && <p className="text-sm text-navy-600">{status}</p>}
      {list.length > 0 && <p className="text-xs text-navy-600">{t('checkout.installment.note')}</p>}
    </fieldset>
  );
}

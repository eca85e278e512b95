import { formatEgp, type InstallmentChoice } from '@kahraba/domain';
import { useEffect } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { providerName, useInstallmentOffers } from '../../../shared/installments/api';
import { Badge } from '../../../shared/ui/badge';
import { ChoiceGroup } from './choice-group';

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
 * now. When the total changes (shipping, a discount code) and the chosen plan no longer covers
 * it, the choice falls back to none; the server prices the plan again when the order is placed.
 */
export function InstallmentChoiceField({ amount, value, onChange, disabled }: InstallmentChoiceFieldProps) {
  const { t, i18n } = useTranslation('orders');
  const { t: tShared } = useTranslation();
  const language = currentLanguage(i18n);
  const offers = useInstallmentOffers(amount);
  const list = offers.data?.offers ?? [];
  const chosen = installmentValue(value);
  const stillOffered = list.some((offer) => installmentValue(offer) === chosen);

  useEffect(() => {
    if (value && offers.isSuccess && !stillOffered) onChange(null);
  }, [value, offers.isSuccess, stillOffered, onChange]);

  const status = offers.isPending
    ? t('checkout.installment.loading')
    : offers.isError
      ? t('checkout.installment.failed')
      : list.length === 0
        ? t('checkout.installment.unavailable')
        : null;

  return (
    <div className="flex flex-col gap-2" data-testid="installment-choice">
      <ChoiceGroup
        name="installment"
        legend={t('checkout.installment.legend')}
        value={stillOffered ? chosen : ''}
        onChange={(next) => onChange(parseInstallmentValue(next))}
        disabled={disabled}
        choices={[
          {
            value: '',
            label: t('checkout.installment.none'),
            description: t('checkout.installment.noneText'),
          },
          ...list.map((offer) => ({
            value: installmentValue(offer),
            label: (
              <span className="inline-flex flex-wrap items-center gap-2">
                {t('checkout.installment.option', {
                  provider: providerName(offer, language),
                  count: offer.months,
                })}
                {offer.interestFree && <Badge tone="success">{tShared('installments.interestFree')}</Badge>}
              </span>
            ),
            description: t('checkout.installment.optionText', {
              monthly: formatEgp(offer.monthly, language),
              total: formatEgp(offer.totalPayable, language),
            }),
          })),
        ]}
      />
      {status && <p className="text-sm text-navy-600">{status}</p>}
      {list.length > 0 && <p className="text-xs text-navy-600">{t('checkout.installment.note')}</p>}
    </div>
  );
}

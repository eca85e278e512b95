import { formatEgp, TRADE_IN_CONDITIONS, type TradeInCondition, type TradeInType } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTradeInEstimate } from '../api/estimate';
import { ChoiceCards } from './choice-cards';

export interface ConditionEstimateProps {
  productType: TradeInType | null;
  condition: TradeInCondition | null;
  /** The catalog product the shopper named as their model: the range narrows to it. */
  model: string | null;
  onChange: (condition: TradeInCondition) => void;
}

/**
 * The device's condition and the credit range estimated for it, before the shopper submits. The
 * range is an estimate from the table staff keep; staff make the real offer after seeing the device.
 */
export function ConditionEstimate({ productType, condition, model, onChange }: ConditionEstimateProps) {
  const { t, i18n } = useTranslation('tradeIn');
  const language = currentLanguage(i18n);
  const estimate = useTradeInEstimate(productType, condition, model);

  let result: string | null = null;
  if (!productType) result = t('estimate.chooseType');
  else if (!condition) result = t('estimate.chooseCondition');
  else if (estimate.isPending) result = t('estimate.loading');
  else if (estimate.isError) result = t('estimate.failed');
  else if (estimate.data === null) result = t('estimate.none');

  return (
    <div className="flex flex-col gap-3">
      <ChoiceCards<TradeInCondition>
        legend={<span id="trade-in-condition">{t('steps.condition')}</span>}
        name="condition"
        value={condition}
        onChange={onChange}
        options={TRADE_IN_CONDITIONS.map((c) => ({
          value: c,
          label: (
            <span className="flex flex-col">
              <span>{t(`conditions.${c}.label`)}</span>
              <span className="text-xs font-normal text-navy-600">{t(`conditions.${c}.text`)}</span>
            </span>
          ),
        }))}
      />
      <div aria-live="polite" className="rounded-xl bg-navy-50 px-4 py-3 text-sm text-navy-800">
        {result ?? (
          <>
            <p className="font-semibold text-navy-950" data-testid="trade-in-estimate">
              {t('estimate.range', {
                min: formatEgp(estimate.data?.min ?? 0, language),
                max: formatEgp(estimate.data?.max ?? 0, language),
              })}
            </p>
            <p className="text-xs text-navy-600">{t('estimate.note')}</p>
          </>
        )}
      </div>
    </div>
  );
}

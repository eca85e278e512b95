import {
  DEFAULT_INSTALLMENT_SELECTION,
  formatEgp,
  type InstallmentPlans,
  installmentPlans,
  type Product,
} from '@kahraba/domain';
import { useId, useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Badge } from '../../../shared/ui/badge';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { toast } from '../../../shared/ui/toast';

type InstallmentFields = Pick<Product, 'price' | 'priceAfterDiscount' | 'installments'>;

export interface ProductInstallmentsDialogProps {
  product: InstallmentFields;
  open: boolean;
  onClose: () => void;
}

/** 3 months when offered (SPEC §2), else the shortest plan. */
function defaultMonths({ plans }: InstallmentPlans): number {
  return plans.some((plan) => plan.months === DEFAULT_INSTALLMENT_SELECTION)
    ? DEFAULT_INSTALLMENT_SELECTION
    : (plans[0]?.months ?? DEFAULT_INSTALLMENT_SELECTION);
}

/** Mounted only while the dialog is open, so every opening starts from the default plan. */
function InstallmentChooser({ options, onClose }: { options: InstallmentPlans; onClose: () => void }) {
  const { t, i18n } = useTranslation('product');
  const language = currentLanguage(i18n);
  const name = useId();
  const [months, setMonths] = useState(() => defaultMonths(options));
  const chosen = options.plans.find((plan) => plan.months === months);

  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('installments.legend')}</legend>
        {options.plans.map((plan) => (
          <label
            key={plan.months}
            className="flex cursor-pointer items-center gap-3 rounded-xl px-4 py-3 ring-1 ring-navy-200 has-checked:bg-volt-50 has-checked:ring-2 has-checked:ring-volt-500"
          >
            <input
              type="radio"
              name={name}
              value={plan.months}
              checked={plan.months === months}
              onChange={() => setMonths(plan.months)}
              className="size-4 accent-volt-500"
            />
            <span className="flex-1 font-semibold">{t('installments.months', { count: plan.months })}</span>
            <span className="text-sm text-navy-800 tabular-nums">
              {t('installments.perMonth', { amount: formatEgp(plan.monthly, language) })}
            </span>
            {options.official && <Badge tone="success">{t('installments.official')}</Badge>}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t('installments.cancel')}
        </Button>
        <Button
          onClick={() => {
            // SPEC §2: choosing a plan is informational; Apply confirms it and closes.
            if (chosen)
              toast.success(
                t('installments.applied', {
                  count: chosen.months,
                  amount: formatEgp(chosen.monthly, language),
                }),
              );
            onClose();
          }}
        >
          {t('installments.apply')}
        </Button>
      </div>
    </>
  );
}

export function ProductInstallmentsDialog({ product, open, onClose }: ProductInstallmentsDialogProps) {
  const { t } = useTranslation('product');
  const options = installmentPlans(product);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('installments.title')}
      description={
        options.official ? t('installments.officialDescription') : t('installments.estimateDescription')
      }
    >
      <InstallmentChooser options={options} onClose={onClose} />
    </Dialog>
  );
}

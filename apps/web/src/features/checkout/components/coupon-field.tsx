import { type AppliedCoupon, COUPON_CODE_MAX, formatEgp } from '@kahraba/domain';
import { useEffect, useId, useState } from 'react';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Identifier, Sentence, slot } from '../../../shared/ui/bidi';
import { Button } from '../../../shared/ui/button';
import { controlClasses } from '../../../shared/ui/field';

export interface CouponFieldProps {
  /** What the field holds when first drawn (the code posted before the scripts ran). */
  defaultCode?: string;
  applied: AppliedCoupon | null;
  /** The server's refusal, already in the shopper's language. */
  error: string | null;
  checking: boolean;
  disabled?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/**
 * The discount code of the checkout. Before the scripts run, Apply is a submit button of the
 * checkout form (`intent=applyCoupon`) and the form's action checks the code; once they run it is
 * a plain button that checks the code in place, so Enter in an address field still places the
 * order. Either way the server says what the code takes off, and checks it again at order time.
 */
export function CouponField({
  defaultCode = '',
  applied,
  error,
  checking,
  disabled,
  onApply,
  onRemove,
}: CouponFieldProps) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const [code, setCode] = useState(applied?.code ?? defaultCode);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const id = useId();
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-2 border-t border-navy-200 pt-3">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {t('checkout.coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          // A code is typed left to right on an Arabic page too.
          dir="ltr"
          maxLength={COUPON_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`${controlClasses} uppercase`}
        />
        <Button
          type={scripted ? 'button' : 'submit'}
          name="intent"
          value="applyCoupon"
          variant="secondary"
          formNoValidate
          loading={checking}
          disabled={disabled || checking}
          onClick={() => {
            if (code.trim()) onApply(code);
          }}
        >
          {t('checkout.coupon.apply')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      {applied && !error && (
        <div className="flex items-center justify-between gap-2 text-sm text-green-800">
          <p role="status">
            <Sentence
              text={t('checkout.coupon.applied', { code: slot('code'), amount: slot('amount') })}
              values={{
                code: <Identifier>{applied.code}</Identifier>,
                amount: <bdi>{formatEgp(applied.discount, language)}</bdi>,
              }}
            />
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => {
              setCode('');
              onRemove();
            }}
          >
            {t('checkout.coupon.remove')}
          </Button>
        </div>
      )}
    </div>
  );
}

import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { cn } from '../../../shared/ui/cn';

export interface ProductQuantityProps {
  value: number;
  /** The stock; the quantity runs from 1 to this (SPEC §4). */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** The field's name in a posted form. */
  name?: string;
}

const clamp = (value: number, max: number) => Math.min(Math.max(1, Math.trunc(value)), Math.max(1, max));

/** A number field with − and + buttons that never leaves 1..max. */
export function ProductQuantity({ value, max, onChange, disabled = false, name }: ProductQuantityProps) {
  const { t } = useTranslation('product');
  const id = useId();
  // What is typed may be briefly empty or out of range; it is settled on blur.
  const [draft, setDraft] = useState<string | null>(null);
  const stepClass =
    'inline-flex size-10 items-center justify-center text-lg font-bold text-navy-900 hover:bg-navy-100 disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {t('quantity.label')}
      </label>
      <div
        className={cn(
          'inline-flex w-fit items-center overflow-hidden rounded-lg bg-white ring-1 ring-navy-200',
          disabled && 'opacity-60',
        )}
      >
        <button
          type="button"
          aria-label={t('quantity.decrease')}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1, max))}
          className={stepClass}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          step={1}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => {
            const text = event.target.value;
            const number = Number(text);
            if (text === '' || !Number.isFinite(number)) {
              setDraft(text);
              return;
            }
            const next = clamp(number, max);
            setDraft(next === number ? text : null);
            onChange(next);
          }}
          onBlur={() => setDraft(null)}
          className="h-10 w-14 border-x border-navy-200 text-center font-semibold tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        />
        <button
          type="button"
          aria-label={t('quantity.increase')}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1, max))}
          className={stepClass}
        >
          +
        </button>
      </div>
    </div>
  );
}

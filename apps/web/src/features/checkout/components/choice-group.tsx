import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/cn';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  description?: ReactNode;
  aside?: ReactNode;
  /** Shown but not choosable (express where it is not offered). */
  disabled?: boolean;
}

/** A labelled group of radio cards (shipping method, payment method). */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  choices,
  value,
  onChange,
  disabled,
}: {
  name: string;
  legend: ReactNode;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-bold text-navy-950">{legend}</legend>
      {choices.map((choice) => (
        <label
          key={choice.value}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border p-4',
            value === choice.value ? 'border-volt-500 bg-volt-50' : 'border-navy-200 bg-white',
            choice.disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            type="radio"
            name={name}
            value={choice.value}
            checked={value === choice.value}
            disabled={choice.disabled}
            onChange={() => onChange(choice.value)}
            className="mt-1 accent-volt-500"
          />
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="font-semibold text-navy-950">{choice.label}</span>
            {choice.description && <span className="text-sm text-navy-700">{choice.description}</span>}
          </span>
          {choice.aside && <span className="font-semibold">{choice.aside}</span>}
        </label>
      ))}
    </fieldset>
  );
}

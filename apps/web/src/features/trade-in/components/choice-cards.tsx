import type { ReactNode } from 'react';
import { cn } from '../../../shared/ui/cn';

export interface ChoiceCardsProps<T extends string> {
  legend: ReactNode;
  /** Radio group name, unique on the page. */
  name: string;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * A radio group drawn as cards. Native radios keep the keyboard behaviour shoppers expect (Tab
 * into the group, arrow keys to move and choose) in both reading directions.
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  className,
}: ChoiceCardsProps<T>) {
  return (
    <fieldset className={cn('flex flex-col gap-3', className)}>
      <legend className="mb-3 text-lg font-bold text-navy-950">{legend}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border-2 px-3 py-3 text-sm font-semibold transition-colors',
              'has-focus-visible:outline-2 has-focus-visible:outline-volt-500',
              value === option.value
                ? 'border-volt-500 bg-volt-50 text-navy-950'
                : 'border-navy-200 bg-white text-navy-800 hover:border-navy-400',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-navy-900"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

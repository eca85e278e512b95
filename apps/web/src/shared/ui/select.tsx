import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';
import { controlClasses, Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  fieldClassName?: string;
}

/** A labelled native select: the platform's own picker is the most accessible one on phones. */
export function Select({
  label,
  options,
  hint,
  error,
  id,
  required,
  className,
  fieldClassName,
  ...props
}: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => (
        <select className={cn(controlClasses, 'pe-8', className)} {...control} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

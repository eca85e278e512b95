import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
}

export function Checkbox({ label, hint, error, id, className, ...props }: CheckboxProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="size-4 rounded border-navy-300 accent-volt-500"
          {...props}
        />
        <label htmlFor={controlId} className="text-sm text-navy-900">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="ps-6 text-xs text-navy-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="ps-6 text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

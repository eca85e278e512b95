import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { cn } from './cn';

/** What a form control needs from its Field: its id and the ids of the texts that describe it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Defaults to a generated id. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label above, control, then hint and error below, wired together with aria-describedby. */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={controlId} className="text-sm font-semibold text-navy-900">
        {label}
        {required && (
          <span className="ms-1 text-red-700" title={t('common.required')} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required,
      })}
      {hint && (
        <p id={hintId} className="text-xs text-navy-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClasses =
  'h-10 w-full rounded-lg border border-navy-300 bg-white px-3 text-start text-navy-950 placeholder:text-navy-400 ' +
  'focus-visible:border-volt-500 disabled:bg-navy-50 aria-invalid:border-red-600';

export interface InputProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  fieldClassName?: string;
}

/** A labelled text input; pass `{...register('email')}` from react-hook-form straight in. */
export function Input({ label, hint, error, id, required, className, fieldClassName, ...props }: InputProps) {
  return (
    <Field label={label} hint={hint} error={error} required={required} id={id} className={fieldClassName}>
      {(control) => <input className={cn(controlClasses, className)} {...control} {...props} />}
    </Field>
  );
}

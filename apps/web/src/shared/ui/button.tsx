import type { ComponentProps } from 'react';
import { cn } from './cn';
import { Spinner } from './spinner';

const variants = {
  primary: 'bg-volt-400 text-navy-950 hover:bg-volt-300 active:bg-volt-500',
  secondary: 'bg-navy-900 text-white hover:bg-navy-800 active:bg-navy-950',
  ghost: 'bg-transparent text-navy-900 hover:bg-navy-100 active:bg-navy-200',
  danger: 'bg-red-700 text-white hover:bg-red-600 active:bg-red-800',
} as const;

const sizes = {
  sm: 'h-8 gap-1.5 px-3 text-sm',
  md: 'h-10 gap-2 px-4 text-sm',
  lg: 'h-12 gap-2 px-6 text-base',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** The button look, for links that should read as buttons ("Shop now"). */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
} = {}) {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-lg font-semibold whitespace-nowrap transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and shows a spinner beside its label while work is under way. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ variant, size }), className)}
      {...props}
    >
      {loading && <Spinner size="sm" decorative />}
      {children}
    </button>
  );
}

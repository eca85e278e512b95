import type { ComponentProps } from 'react';
import { cn } from './cn';

const tones = {
  neutral: 'bg-navy-100 text-navy-800',
  brand: 'bg-volt-400 text-navy-950',
  success: 'bg-green-100 text-green-800',
  warning: 'bg-yellow-100 text-yellow-900',
  danger: 'bg-red-100 text-red-800',
} as const;

export type BadgeTone = keyof typeof tones;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-bold',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

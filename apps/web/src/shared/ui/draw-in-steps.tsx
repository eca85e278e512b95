import { type ReactNode, useEffect, useState } from 'react';

export interface DrawInStepsProps<T> {
  items: readonly T[];
  /** Drawn in the first render: what a phone shows above the fold, and a little more. */
  first: number;
  /** Drawn in each task after that. */
  step: number;
  children: (item: T, index: number) => ReactNode;
}

/**
 * Draws a list's items `first` at once, then `step` more in each following task until all are
 * drawn. A mid-range phone spends several hundred milliseconds drawing a 24-card listing in one
 * go, during which it neither paints the first picture nor answers a tap; drawn in steps, the first
 * cards paint at once and every later step is short. Each step is a component of its own that
 * adds the next one, so a step draws only its own items and never redraws the earlier ones.
 */
export function DrawInSteps<T>({ items, first, step, children }: DrawInStepsProps<T>) {
  return <Step items={items} from={0} size={first} step={step} render={children} />;
}

interface StepProps<T> {
  items: readonly T[];
  from: number;
  size: number;
  step: number;
  render: (item: T, index: number) => ReactNode;
}

function Step<T>({ items, from, size, step, render }: StepProps<T>) {
  const end = Math.min(items.length, from + size);
  return (
    <>
      {items.slice(from, end).map((item, offset) => render(item, from + offset))}
      {end < items.length && <NextStep items={items} from={end} size={step} step={step} render={render} />}
    </>
  );
}

/** The next step, drawn in a task of its own so the browser can paint and answer input first. */
function NextStep<T>(props: StepProps<T>) {
  // Kept here rather than in Step: when it changes, only the new step draws.
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (due) return;
    const timer = setTimeout(() => setDue(true), 0);
    return () => clearTimeout(timer);
  }, [due]);
  return due ? <Step {...props} /> : null;
}

import { formatDateTime, type Order, orderTimeline, type TimelineStep } from '@kahraba/domain';
import { currentLanguage } from '../../../shared/i18n/i18n';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Identifier, Sentence, slot } from '../../../shared/ui/bidi';
import { cn } from '../../../shared/ui/cn';

const DOT_CLASSES: Record<TimelineStep['state'], string> = {
  done: 'border-volt-600 bg-volt-600',
  current: 'border-volt-600 bg-white ring-4 ring-volt-100',
  pending: 'border-navy-300 bg-white',
};

/**
 * Where the order is: placed, being prepared, shipped (with the courier's tracking number) and
 * delivered, or cancelled, each with its time on the store's (Cairo) clock and the steps still
 * ahead marked as not yet reached. An ordered list, so screen readers announce the step count;
 * the current step carries aria-current.
 */
export function OrderTimeline({ order }: { order: Pick<Order, 'status' | 'createdAt' | 'history'> }) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const steps = orderTimeline(order, order.history ?? []);
  return (
    <section
      aria-labelledby="order-timeline-heading"
      className="rounded-2xl border border-navy-200 bg-white p-5"
    >
      <h2 id="order-timeline-heading" className="mb-3 font-bold">
        {t('timeline.heading')}
      </h2>
      <ol className="flex flex-col">
        {steps.map((step) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
            className="relative flex gap-3 pb-5 last:pb-0"
          >
            <span
              aria-hidden="true"
              className={cn('mt-1 size-3.5 shrink-0 rounded-full border-2', DOT_CLASSES[step.state])}
            />
            <div className="flex flex-col text-sm">
              <span
                className={cn('font-semibold', step.state === 'pending' ? 'text-navy-500' : 'text-navy-950')}
              >
                {t(`timeline.step.${step.status}`)}
                <span className="sr-only"> ({t(`timeline.state.${step.state}`)})</span>
              </span>
              {step.state === 'pending' ? (
                <span className="text-navy-500">{t('timeline.notYet')}</span>
              ) : (
                step.at && (
                  <time dateTime={step.at} className="text-navy-700">
                    {formatDateTime(step.at, language, { dateStyle: 'long', timeStyle: 'short' })}
                  </time>
                )
              )}
              {step.trackingNumber && (
                <span className="text-navy-800">
                  <Sentence
                    text={t('timeline.trackingNumber', { number: slot('number') })}
                    values={{ number: <Identifier>{step.trackingNumber}</Identifier> }}
                  />
                </span>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

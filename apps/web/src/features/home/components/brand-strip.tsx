import { LIMITS } from '@kahraba/domain';
import { type FocusEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { type DealerWithBrief, useDealers } from '../../../shared/products/api';
import { Button } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { usePrefersReducedMotion } from '../lib/use-prefers-reduced-motion';

/**
 * How long the strip takes to move by one copy of its brands at SPEC §2's pace of 1 px every
 * 30 ms. The brands are there twice and the track moves by exactly one copy's width before it starts
 * over (styles.css, `.brand-strip-track`), so the loop shows no seam. The browser's compositor moves
 * it: the page's main thread does nothing while it runs, where stepping the scroll position every
 * 30 ms from a timer measured the strip's width and direction each time.
 */
export function brandLoopDurationMs(loopWidthPx: number): number {
  return loopWidthPx * LIMITS.brandStripStepMs;
}

function BrandList({ dealers, copy }: { dealers: readonly DealerWithBrief[]; copy: boolean }) {
  const { t } = useTranslation('home');
  return (
    // The second copy only makes the loop seamless: hidden from screen readers and the tab order.
    <ul className="flex shrink-0" inert={copy} aria-hidden={copy || undefined}>
      {dealers.map((dealer) => (
        <li key={dealer._id} className="shrink-0 pe-4">
          <Link
            to={paths.search({ brand: dealer.name })}
            aria-label={t('brands.shopBrand', { brand: dealer.name })}
            className="flex h-16 min-w-36 items-center justify-center gap-3 rounded-xl bg-white px-5 font-bold text-navy-900 shadow-sm ring-1 ring-navy-100 transition-colors hover:ring-volt-400"
          >
            {dealer.logo && (
              <img
                src={dealer.logo}
                alt=""
                width={32}
                height={32}
                loading="lazy"
                className="size-8 object-contain"
              />
            )}
            <span>{dealer.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The brands twice over, timed from its own width (styles.css moves it). */
function BrandTrack({ dealers }: { dealers: readonly DealerWithBrief[] }) {
  const trackRef = useRef<HTMLDivElement>(null);
  // The width is known once the track is laid out, and changes with the window or the font.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      track.style.setProperty('--brand-loop-ms', `${brandLoopDurationMs(entry.contentRect.width / 2)}ms`);
    });
    observer.observe(track);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={trackRef} className="brand-strip-track flex w-max">
      <BrandList dealers={dealers} copy={false} />
      <BrandList dealers={dealers} copy />
    </div>
  );
}

/** SPEC §2: the scrolling strip of the brands we carry, each a link to its search results. */
export function BrandStrip() {
  const { t } = useTranslation('home');
  const { t: tCommon } = useTranslation();
  const headingId = useId();
  const dealers = useDealers();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const list = dealers.data ?? [];
  const moving = list.length > 0 && !hovered && !focused && !reducedMotion;

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  let content: React.ReactNode;
  if (dealers.isPending) {
    content = (
      <div className="flex gap-4 overflow-hidden" aria-busy="true">
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} className="h-16 w-36 shrink-0 rounded-xl" />
        ))}
        <span className="sr-only">{tCommon('app.loading')}</span>
      </div>
    );
  } else if (dealers.isError) {
    content = (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-navy-700">
        <p>{t('brands.error')}</p>
        <Button variant="secondary" size="sm" onClick={() => void dealers.refetch()}>
          {tCommon('common.retry')}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    content = <p className="text-navy-700">{t('brands.empty')}</p>;
  } else {
    content = (
      // The handlers only pause the motion while the shopper points at or tabs through the brands.
      // biome-ignore lint/a11y/noStaticElementInteractions: not a control; its links are
      <div
        data-testid="brand-strip"
        data-moving={moving}
        className="overflow-hidden"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={onBlur}
      >
        <BrandTrack dealers={list} />
      </div>
    );
  }

  return (
    <section aria-labelledby={headingId} className="border-t border-navy-100 bg-navy-100/50 py-10">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={headingId} className="mb-5 text-2xl font-bold">
          {t('brands.heading')}
        </h2>
        {content}
      </div>
    </section>
  );
}

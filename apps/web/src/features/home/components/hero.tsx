import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { paths } from '../../../shared/paths';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { cn } from '../../../shared/ui/cn';
import { generateStars, starLayerBackgrounds } from '../lib/starfield';

// Computed once per page load: the sky is the same on every render and every visit.
const STARS = generateStars();
const STAR_LAYER_BACKGROUNDS = starLayerBackgrounds(STARS);

// Each layer twinkles on its own beat; prefers-reduced-motion keeps the sky still.
const LAYER_ANIMATION = [
  'animate-pulse [animation-duration:4s]',
  'animate-pulse [animation-duration:6s] [animation-delay:1.5s]',
  'animate-pulse [animation-duration:9s] [animation-delay:3s]',
] as const;

function StarrySky() {
  return (
    <div aria-hidden="true" data-stars={STARS.length} className="pointer-events-none absolute inset-0">
      {STAR_LAYER_BACKGROUNDS.map((background, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the layers are fixed and never reorder
          key={index}
          className={cn('absolute inset-0 motion-reduce:animate-none', LAYER_ANIMATION[index])}
          style={{ backgroundImage: background }}
        />
      ))}
    </div>
  );
}

export interface HeroProps {
  /** Takes the shopper to the all-products section. */
  onShopNow: () => void;
}

export function Hero({ onShopNow }: HeroProps) {
  const { t } = useTranslation();
  const { t: tHome } = useTranslation('home');
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-navy-950 via-navy-900 to-navy-800 text-white">
      <StarrySky />
      {/* Short, so the trust strip and the first products show on the first screen below it. */}
      <div className="relative mx-auto flex max-w-7xl flex-col items-start gap-3 px-4 py-6 sm:gap-4 sm:py-10">
        <p className="text-sm font-bold tracking-widest text-volt-300 uppercase">{tHome('hero.eyebrow')}</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-volt-400 sm:text-5xl md:text-6xl">
          {t('app.name')}
        </h1>
        <p className="max-w-xl text-base text-navy-100 sm:text-lg md:text-xl">{t('app.tagline')}</p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={onShopNow}>
            {tHome('hero.shopNow')}
          </Button>
          <Link
            to={paths.offers()}
            className={cn(
              buttonClasses({ variant: 'ghost', size: 'lg' }),
              'text-white ring-1 ring-white/30 hover:bg-navy-700',
            )}
          >
            {tHome('hero.viewOffers')}
          </Link>
        </div>
      </div>
    </section>
  );
}

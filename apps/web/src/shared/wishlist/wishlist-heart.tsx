import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { paths, withWishIntent } from '../paths';
import { useSession } from '../session/use-session';
import { cn } from '../ui/cn';
import { toast } from '../ui/toast';
import { useIsWished, useToggleWish } from './api';

/** The fields a form posts to the product page's action when the page's scripts have not run. */
export const WISH_INTENTS = { add: 'wish', remove: 'unwish' } as const;

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      aria-hidden="true"
      className="size-5"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.7 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.4 0 5.6 3.3 4.4 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

export interface WishlistHeartProps {
  productId: string;
  /** The product's name in the page's language, for the button's label. */
  productName: string;
  className?: string;
}

/**
 * The wishlist heart: a toggle button (aria-pressed) inside a real form. Before the scripts run it
 * posts to the product page's action; afterwards it saves in place. A guest goes to sign in and
 * comes back to this page with the product saved (the `wish` intent).
 */
export function WishlistHeart({ productId, productName, className }: WishlistHeartProps) {
  const { t } = useTranslation('catalog');
  const { user } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const saved = useIsWished(productId);
  const toggle = useToggleWish();
  // While the server works, the heart shows what was asked for.
  const pressed = toggle.isPending ? toggle.variables.wished : saved;
  const here = `${location.pathname}${location.search}`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      navigate(paths.login(withWishIntent(here, productId)));
      return;
    }
    const wished = !pressed;
    toggle.mutate(
      { productId, wished },
      {
        onSuccess: () =>
          toast.success(t(wished ? 'wishlist.added' : 'wishlist.removed', { name: productName })),
        onError: (error) => toast.error(error.message || t('wishlist.failed')),
      },
    );
  }

  return (
    <form method="post" action={paths.product(productId)} onSubmit={onSubmit} className={className}>
      <input type="hidden" name="intent" value={pressed ? WISH_INTENTS.remove : WISH_INTENTS.add} />
      <input type="hidden" name="returnTo" value={here} />
      <button
        type="submit"
        aria-pressed={pressed}
        aria-label={t('wishlist.toggleLabel', { name: productName })}
        title={t(pressed ? 'wishlist.remove' : 'wishlist.add')}
        className={cn(
          'inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-navy-100 transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-volt-500',
          pressed ? 'text-red-600' : 'text-navy-700 hover:text-red-600',
        )}
      >
        <HeartIcon filled={pressed} />
      </button>
    </form>
  );
}

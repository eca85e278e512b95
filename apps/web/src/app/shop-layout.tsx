import { Suspense } from 'react';
import {
  type LoaderFunctionArgs,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
} from 'react-router';
import { contactsQueryOptions } from '../features/chat/api/contacts';
import { loadPageData } from '../shared/api/page-data';
import { cartQueryOptions } from '../shared/cart-api';
import { useTranslation } from '../shared/i18n/use-translation';
import { unreadNotificationsQueryOptions } from '../shared/notifications/unread';
import { signedInUser } from '../shared/session/signed-in-user';
import { PageLoading } from '../shared/ui/page-loading';
import { useWishIntent } from '../shared/wishlist/use-wish-intent';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * The navbar's counts for a signed-in shopper (the cart's items, the unread messages and
 * notifications), read with the page: the server draws them, and the browser does not ask again the
 * moment it takes the page over.
 * A failed read leaves a count to the browser (SPEC §8: the badge shows 0 meanwhile).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await signedInUser(request);
  return loadPageData(async (client) => {
    if (!user) return;
    await Promise.all([
      client.prefetchQuery(cartQueryOptions()),
      client.prefetchQuery(contactsQueryOptions(user._id)),
      client.prefetchQuery(unreadNotificationsQueryOptions()),
    ]);
  });
}

// The counts then follow the shopper's own changes and the chat stream, not page moves.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <div aria-hidden="true" className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-volt-400" />;
}

/** The shop's frame: navbar, the page, footer (the staff console has its own). */
export default function ShopLayout() {
  const { t } = useTranslation();
  useWishIntent();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-lg focus:bg-volt-400 focus:px-4 focus:py-2 focus:font-bold focus:text-navy-950"
      >
        {t('app.skipToContent')}
      </a>
      <NavigationProgress />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page whose texts are still on their way waits here, inside the navbar and footer. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

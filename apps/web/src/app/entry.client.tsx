import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { HydratedRouter } from 'react-router/dom';
import { setUnauthorizedHandler } from '../shared/api/http-client';
import { currentLanguage, i18n, whenI18nReady } from '../shared/i18n/i18n';
import { routeNamespaces } from '../shared/i18n/route-namespaces';
import { setPageLanguageLookup } from '../shared/language-paths';
import { paths } from '../shared/paths';

// Links are built in the language the app shows, which follows the page's address.
setPageLanguageLookup(() => currentLanguage(i18n));

// SPEC §4: any 401 in the browser ends the session (the HTTP client does that) and goes to /login.
// A 401 on the login page itself (a wrong password) stays there, keeping its ?redirect.
setUnauthorizedHandler(() => {
  if (window.location.pathname !== paths.login()) window.location.assign(paths.login());
});

// The page arrives rendered in the shopper's language; hydration needs the same texts in hand, the
// shell's and those of the routes on screen, so nothing suspends or differs while React takes over.
async function hydrate() {
  await whenI18nReady(i18n);
  await i18n.loadNamespaces(routeNamespaces());
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <HydratedRouter />
        </I18nextProvider>
      </StrictMode>,
    );
  });
}

void hydrate();

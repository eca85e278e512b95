import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { sessionStore } from '../shared/session/session-store';

// Pages load lazily; on a busy two-core CI machine the first chunk can take longer than the
// default 1 s that findBy/waitFor allow.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};

// Each test starts signed out, in English, with no stored language, and with nothing left on
// screen from the previous one (Testing Library only cleans up by itself with test globals on).
beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  cleanup();
  sessionStore.signOut();
  await i18n.changeLanguage('en');
  localStorage.clear();
});

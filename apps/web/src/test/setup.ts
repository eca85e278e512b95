import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { currentLanguage, i18n } from '../shared/i18n/i18n';
import { setPageLanguageLookup } from '../shared/language-paths';
import { sessionStore } from '../shared/session/session-store';
import { clearSession } from './fixtures';

// Pages load lazily; on a busy two-core CI machine the first chunk can take longer than the
// default 1 s that findBy/waitFor allow.
configure({ asyncUtilTimeout: 5000 });
// A test's own limit leaves room beyond one such wait: the first page a test file renders whole
// (renderApp) takes seconds on a cold, busy machine, and a test that waits for it and then for
// something else would otherwise time out before its own expectation could say what was missing.
vi.setConfig({ testTimeout: 20_000 });

// Links are built in the language the app shows, as in the browser (app/entry.client.tsx).
setPageLanguageLookup(() => currentLanguage(i18n));

// jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
// Nor layout: nothing it draws ever changes size, so an observer of sizes never reports.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// Each test starts signed out (no session cookie either), in English, with no stored language, and
// with nothing left on screen from the previous one (Testing Library only cleans up by itself with
// test globals on).
beforeEach(() => {
  localStorage.clear();
});

afterEach(async () => {
  cleanup();
  sessionStore.signOut();
  clearSession();
  await i18n.changeLanguage('en');
  localStorage.clear();
});

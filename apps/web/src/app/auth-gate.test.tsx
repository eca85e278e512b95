import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n, setLanguage } from '../shared/i18n/i18n';
import { createSessionStore } from '../shared/session/session-store';
import { createUser, storeSession, tokenExpiringIn } from '../test/fixtures';
import { AuthGate } from './auth-gate';

function renderGate() {
  const store = createSessionStore({ storage: localStorage, events: new EventTarget() });
  const initialise = vi.spyOn(store, 'initialise').mockImplementation(() => {});
  render(
    <I18nextProvider i18n={i18n}>
      <AuthGate store={store}>
        <p>Page</p>
      </AuthGate>
    </I18nextProvider>,
  );
  return {
    store,
    finishInitialising() {
      initialise.mockRestore();
      act(() => store.initialise());
    },
  };
}

describe('AuthGate', () => {
  it('shows "Loading..." and no page until the session is initialised', () => {
    const { finishInitialising } = renderGate();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('Page')).not.toBeInTheDocument();

    finishInitialising();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByText('Page')).toBeInTheDocument();
  });

  it('says it in Arabic too', async () => {
    await setLanguage('ar', i18n);
    renderGate();
    expect(screen.getByText('جارٍ التحميل...')).toBeInTheDocument();
  });

  it('drops an expired session before showing the page', () => {
    storeSession(createUser(), tokenExpiringIn(-60));
    const { store, finishInitialising } = renderGate();
    finishInitialising();
    expect(store.getSnapshot().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

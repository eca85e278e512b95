import type { Language } from '@kahraba/domain';
import { act, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, whenI18nReady } from './i18n';
import { loadBundledTranslations } from './testing/bundled-translations';
import { useTranslation } from './use-translation';

/** An instance of its own, English, its texts arriving at once or, for `later`, when released. */
async function englishInstance(later: string[] = []) {
  const releases: Array<() => void> = [];
  const instance = createI18n({
    lng: 'en',
    loadTranslations: (language: Language, namespace: string) =>
      later.includes(namespace)
        ? new Promise((resolve) => releases.push(() => resolve(loadBundledTranslations(language, namespace))))
        : loadBundledTranslations(language, namespace),
  });
  await whenI18nReady(instance);
  const release = () =>
    act(() => {
      for (const resolve of releases.splice(0)) resolve();
    });
  return { instance, release };
}

function AppName() {
  const { t } = useTranslation();
  return <p>{t('app.name')}</p>;
}

function HomeHeading() {
  const { t } = useTranslation('home');
  return <h1>{t('hero.shopNow')}</h1>;
}

const withInstance = (instance: I18n, children: React.ReactNode) => (
  <I18nextProvider i18n={instance}>
    <Suspense fallback={<p>waiting for texts</p>}>{children}</Suspense>
  </I18nextProvider>
);

describe('useTranslation', () => {
  it('looks texts with options up every time, so their values show', async () => {
    const { instance } = await englishInstance();
    function Count({ count }: { count: number }) {
      const { t } = useTranslation('catalog');
      return <p>{t('card.views', { count })}</p>;
    }
    const { rerender } = render(withInstance(instance, <Count count={1} />));
    expect(screen.getByText('1 view')).toBeInTheDocument();
    rerender(withInstance(instance, <Count count={7} />));
    expect(screen.getByText('7 views')).toBeInTheDocument();
  });

  it('draws again in the new language when the language changes', async () => {
    const { instance } = await englishInstance();
    render(withInstance(instance, <AppName />));
    expect(screen.getByText('Kahraba')).toBeInTheDocument();
    await act(() => instance.changeLanguage('ar'));
    expect(screen.getByText('كهربا')).toBeInTheDocument();
  });

  it('waits for a namespace that has not loaded, then draws with it', async () => {
    const { instance, release } = await englishInstance(['home']);
    render(withInstance(instance, <HomeHeading />));
    expect(screen.getByText('waiting for texts')).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Shop now');
  });

  it("leaves no listener on the app's texts when a page is drawn on the server", async () => {
    const { instance } = await englishInstance();
    // The server draws each page with a clone, which shares the app's store of texts.
    const page = instance.cloneInstance({ lng: 'ar' });
    const listen = vi.spyOn(instance.store, 'on');
    expect(renderToString(withInstance(page, <AppName />))).toContain('كهربا');
    expect(listen).not.toHaveBeenCalled();
  });
});

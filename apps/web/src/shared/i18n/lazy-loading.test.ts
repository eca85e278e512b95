import type { Language } from '@kahraba/domain';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, LANGUAGE_STORAGE_KEY, whenI18nReady } from './i18n';
import type * as LocaleFiles from './locale-files';
import { SHELL_NAMESPACES } from './resources';
import { routeNamespaces } from './route-namespaces';
import { loadBundledTranslations } from './testing/bundled-translations';

/** A loader that answers later, like the app's chunks, and records what was asked for. */
function deferredLoader() {
  const requested: string[] = [];
  const load = vi.fn(async (language: Language, namespace: string) => {
    requested.push(`${language}/${namespace}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return loadBundledTranslations(language, namespace);
  });
  return { load, requested };
}

describe('lazy translations', () => {
  it('load only the shell namespaces of the detected language before the first render', async () => {
    const { load, requested } = deferredLoader();
    const instance = createI18n({ loadTranslations: load });
    expect(instance.isInitialized).toBeFalsy();

    await whenI18nReady(instance);
    expect(requested.sort()).toEqual(SHELL_NAMESPACES.map((ns) => `en/${ns}`).sort());
    expect(instance.t('app.loading')).toBe('Loading...');
  });

  it('never download the other language: an Arabic page loads Arabic files only', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const { load, requested } = deferredLoader();
    const instance = createI18n({ loadTranslations: load });
    await whenI18nReady(instance);
    await instance.loadNamespaces('home');

    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((file) => file.startsWith('ar/'))).toBe(true);
    expect(instance.t('app.name')).toBe('كهربا');
  });

  it('fetch the namespaces the route modules on the page declare, each once', async () => {
    const { load, requested } = deferredLoader();
    const instance = createI18n({ loadTranslations: load });
    await whenI18nReady(instance);
    requested.length = 0;

    // As React Router lists the page's route modules for the browser entry (app/entry.client.tsx).
    const namespaces = routeNamespaces({
      root: {},
      'routes/shop-layout': { handle: undefined },
      'routes/search': { handle: { i18n: ['search', 'product'] } },
      'routes/category': { handle: { i18n: ['search'] } },
      'routes/admin': { handle: { permission: 'dashboard.read' } },
      'routes/not-loaded-yet': undefined,
    });
    expect(namespaces.sort()).toEqual(['product', 'search']);

    await instance.loadNamespaces(namespaces);
    expect(requested.sort()).toEqual(['en/product', 'en/search']);
    expect(instance.hasLoadedNamespace('search')).toBe(true);
    expect(instance.hasLoadedNamespace('home')).toBe(false);
  });

  it('find no route namespaces on a page React Router did not render', () => {
    expect(window.__reactRouterRouteModules).toBeUndefined();
    expect(routeNamespaces()).toEqual([]);
  });

  it('switch language with the texts of every namespace loaded so far, and no others', async () => {
    const { load, requested } = deferredLoader();
    const instance = createI18n({ loadTranslations: load });
    await whenI18nReady(instance);
    await instance.loadNamespaces('offers');
    requested.length = 0;

    await instance.changeLanguage('ar');
    expect(requested.sort()).toEqual([...SHELL_NAMESPACES, 'offers'].map((ns) => `ar/${ns}`).sort());
    expect(instance.t('app.name')).toBe('كهربا');
  });

  it('are ready at once when the loader answers synchronously, as in tests', () => {
    const instance = createI18n({ loadTranslations: loadBundledTranslations });
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('app.name')).toBe('Kahraba');
  });
});

describe('locale files', () => {
  it('load one namespace of one language, and refuse files that do not exist', async () => {
    const { loadLocaleFile } = await vi.importActual<typeof LocaleFiles>('./locale-files');
    await expect(loadLocaleFile('ar', 'home')).resolves.toEqual(loadBundledTranslations('ar', 'home'));
    await expect(loadLocaleFile('en', 'nope')).rejects.toThrow('locales/en/nope.json');
  });
});

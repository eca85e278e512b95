// Test setup (vite.config.ts): the app's i18n instance gets its texts synchronously, so components
// render translated on their first render, as they do in the app once their route has loaded; and
// it holds every namespace of both languages up front, for tests that translate outside a route.
import { vi } from 'vitest';

vi.mock('../locale-files', async () => {
  const { loadBundledTranslations } = await import('./bundled-translations');
  return { loadLocaleFile: loadBundledTranslations };
});

const { i18n } = await import('../i18n');
const { bundledTranslations } = await import('./bundled-translations');
for (const [language, namespaces] of Object.entries(bundledTranslations)) {
  for (const [namespace, texts] of Object.entries(namespaces))
    i18n.addResourceBundle(language, namespace, texts);
}

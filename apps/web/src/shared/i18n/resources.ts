// One namespace per feature area, each a JSON file per language under locales/, so features own their
// texts; `translation` holds the app shell's (navbar, footer, common words). Files are loaded when a
// page needs them (locale-files.ts), one language at a time.
//
// Adding a namespace: create locales/en/<name>.json and locales/ar/<name>.json, add a line below (it
// types the keys of t()), and name it in the `lazy` of the routes that use it (app/router.tsx).

/** The English files type every key: a typo in t('...') fails type-checking. */
export interface TranslationResources {
  translation: typeof import('./locales/en/translation.json');
  catalog: typeof import('./locales/en/catalog.json');
  chat: typeof import('./locales/en/chat.json');
  product: typeof import('./locales/en/product.json');
  home: typeof import('./locales/en/home.json');
  offers: typeof import('./locales/en/offers.json');
  orders: typeof import('./locales/en/orders.json');
  search: typeof import('./locales/en/search.json');
  auth: typeof import('./locales/en/auth.json');
  tradeIn: typeof import('./locales/en/tradeIn.json');
  notifications: typeof import('./locales/en/notifications.json');
  /** The staff console's texts: loaded on /admin pages only (features/admin/admin-routes.tsx). */
  admin: typeof import('./locales/en/admin.json');
}

export type Namespace = keyof TranslationResources;

/** What the app shell renders on every page (navbar, footer, search box): loaded before the first render. */
export const SHELL_NAMESPACES = ['translation', 'catalog'] as const satisfies readonly Namespace[];

import arAuth from './locales/ar/auth.json';
import arCatalog from './locales/ar/catalog.json';
import arHome from './locales/ar/home.json';
import arOffers from './locales/ar/offers.json';
import arProduct from './locales/ar/product.json';
import arSearch from './locales/ar/search.json';
import arTranslation from './locales/ar/translation.json';
import enAuth from './locales/en/auth.json';
import enCatalog from './locales/en/catalog.json';
import enHome from './locales/en/home.json';
import enOffers from './locales/en/offers.json';
import enProduct from './locales/en/product.json';
import enSearch from './locales/en/search.json';
import enTranslation from './locales/en/translation.json';

// One namespace per feature area, each in its own file, so features own their texts; `translation`
// holds the app shell's (navbar, footer, common words).
export const resources = {
  en: {
    translation: enTranslation,
    catalog: enCatalog,
    product: enProduct,
    home: enHome,
    offers: enOffers,
    search: enSearch,
    auth: enAuth,
  },
  ar: {
    translation: arTranslation,
    catalog: arCatalog,
    product: arProduct,
    home: arHome,
    offers: arOffers,
    search: arSearch,
    auth: arAuth,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

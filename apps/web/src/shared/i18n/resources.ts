import arAuth from './locales/ar/auth.json';
import arCatalog from './locales/ar/catalog.json';
import arChat from './locales/ar/chat.json';
import arHome from './locales/ar/home.json';
import arOffers from './locales/ar/offers.json';
import arOrders from './locales/ar/orders.json';
import arProduct from './locales/ar/product.json';
import arSearch from './locales/ar/search.json';
import arTradeIn from './locales/ar/tradeIn.json';
import arTranslation from './locales/ar/translation.json';
import enAuth from './locales/en/auth.json';
import enCatalog from './locales/en/catalog.json';
import enChat from './locales/en/chat.json';
import enHome from './locales/en/home.json';
import enOffers from './locales/en/offers.json';
import enOrders from './locales/en/orders.json';
import enProduct from './locales/en/product.json';
import enSearch from './locales/en/search.json';
import enTradeIn from './locales/en/tradeIn.json';
import enTranslation from './locales/en/translation.json';

// One namespace per feature area, each in its own file, so features own their texts; `translation`
// holds the app shell's (navbar, footer, common words).
export const resources = {
  en: {
    translation: enTranslation,
    catalog: enCatalog,
    chat: enChat,
    product: enProduct,
    home: enHome,
    offers: enOffers,
    orders: enOrders,
    search: enSearch,
    auth: enAuth,
    tradeIn: enTradeIn,
  },
  ar: {
    translation: arTranslation,
    catalog: arCatalog,
    chat: arChat,
    product: arProduct,
    home: arHome,
    offers: arOffers,
    orders: arOrders,
    search: arSearch,
    auth: arAuth,
    tradeIn: arTradeIn,
  },
} as const;

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

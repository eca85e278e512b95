import type { Language, ShippingMethod } from './taxonomy.js';

// Every number SPEC §9 names, in one place, so the web app and the API cannot drift apart.
export const LIMITS = {
  passwordMin: 6,
  /** Shown as a hint under the phone field; SPEC §5 says it is not enforced. */
  phoneHintMin: 10,
  signupRedirectMs: 2000,
  compareMax: 4,
  related: 4,
  landingFeatured: 8,
  mostViewed: 4,
  homeAllProducts: 8,
  tradeInReplacements: 6,
  orderThumbnails: 3,
  newArrivalDays: 7,
  /** Percent above which an offer is a HOT DEAL (strictly above). */
  hotDealAbove: 20,
  suggestDelayMs: 300,
  suggestBrands: 4,
  suggestProducts: 6,
  badgeCap: 99,
  chatTodayHours: 24,
  chatYesterdayHours: 48,
  toastMs: 3000,
  sidebarBreakpointPx: 768,
  cardHeightPx: 480,
  /** A grid card on a phone, two to a row (from the 640 px breakpoint on, cardHeightPx). */
  cardHeightPhonePx: 440,
  offersSkeleton: 8,
  /** Offers shown at first, and added by each "show more": a phone need not draw 200 cards at once. */
  offersShownStep: 24,
  brandStripStepMs: 30,
  heroStars: 180,
  returnDays: 14,
  reservationMinutes: 15,
  pageSizeDefault: 24,
  pageSizeMax: 100,
  chatMessageMax: 2000,
  /** Products one shopper may keep in their wishlist: a list the account page shows whole. */
  wishlistMax: 200,
  /**
   * A card shows how many people viewed a product only from this many: "0 views" or "7 views"
   * tells a shopper nobody is interested. Amazon's smallest "bought in past month" figure is
   * "50+" for the same reason.
   */
  viewsShownFrom: 50,
} as const;

/**
 * How long the server keeps what it stops needing, so tables a running store writes to do not grow
 * for ever (docs/decisions/0028). Rows go in batches of `batch`, every `everyMs`, by every instance.
 */
export const RETENTION = {
  /** A sent message stays readable in the console's outbox this long after it was queued. */
  outboxSentDays: 30,
  /** A failed one longer, for whoever looks into why. */
  outboxFailedDays: 90,
  /** A shopper's notification centre keeps their latest this many entries, read or not. */
  notificationsPerUser: 200,
  /** A read entry goes once it is this old; unread ones stay, within the cap above. */
  readNotificationDays: 180,
  batch: 500,
  everyMs: 60 * 60_000,
} as const;

/** In EGP. */
export const SHIPPING_FEES = { standard: 100, express: 200 } as const satisfies Record<
  ShippingMethod,
  number
>;

/** Business days, as shown to the shopper. */
export const SHIPPING_DAYS = { standard: '3-5', express: '1-2' } as const satisfies Record<
  ShippingMethod,
  string
>;

/** SPEC §9's business days as numbers (fewest, most), for addresses without a delivery zone. */
export const SHIPPING_DAYS_RANGE = { standard: [3, 5], express: [1, 2] } as const satisfies Record<
  ShippingMethod,
  readonly [number, number]
>;

/** Saved addresses one shopper may keep: enough for home, work, family, and a few more. */
export const ADDRESS_BOOK_MAX = 10;

// SPEC §9: the 14% tax is named in texts only; it does not enter any total.
export const TAX_RATE_PERCENT = 14;

export const DEFAULT_COUNTRY = 'Egypt';

export const STORE_CONTACT = {
  phone: '+20 100 123 4567',
  email: 'support@kahraba.eg',
  /** The store itself: where pickup orders are collected and paid. */
  location: {
    en: '14 Central Axis, 6th of October City, Giza',
    ar: '14 المحور المركزي، مدينة السادس من أكتوبر، الجيزة',
  },
} as const satisfies { phone: string; email: string; location: Record<Language, string> };

/** A map search for the store's address: a link away, so a page loads nothing from another site. */
export const STORE_MAP_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(STORE_CONTACT.location.en)}`;

/** The two numbers InstaPay transfers go to. */
export const INSTAPAY_NUMBERS = ['01001234567', '01123456789'] as const;

/** When staff answer chat messages, every day (24-hour clock), and how soon they usually do. */
export const CUSTOMER_SERVICE = { from: 10, to: 22, usualReplyMinutes: 30 } as const;

/** Pickup working hours, 24-hour clock: 7 am to 3 pm. */
export const PICKUP_HOURS = { from: 7, to: 15 } as const;

export const DEFAULT_INSTALLMENT_MONTHS = [3, 6, 9, 12, 15, 18] as const;
export const DEFAULT_INSTALLMENT_SELECTION = 3;

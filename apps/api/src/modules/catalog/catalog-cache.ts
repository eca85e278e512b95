import { sql } from 'drizzle-orm';

/**
 * The number that bumps whenever a committed write changes a product as listings show it: a
 * product added or deleted, or any column changed except views, units sold and timestamps (the
 * stock level included since migration 0027, which also writes down the products each version
 * changed). Triggers on `products` keep it (migration 0004), so every writer, the staff console
 * included, is covered without calling anything. View counts
 * are left out on purpose (they change on every product page view); what depends on them is
 * either never cached (counts under a rating filter) or cached no longer than views wait to be
 * written anyway (catalog answers, see routes.ts).
 */
export const listVersionSql = sql<string>`(select version::text from product_list_version)`;

interface Entry<T> {
  version: string;
  storedAt: number;
  value: T;
}

export interface CatalogCacheOptions<T> {
  maxEntries?: number;
  /** Entries older than this are not used, whatever the version; unset means no age limit. */
  maxAgeMs?: number;
  /** The most the values may weigh together, by `weigh`; unset means no bound but the entries'. */
  maxWeight?: number;
  weigh?: (value: T) => number;
  /**
   * Keep a value only when its key is set again while it is among the last `maxEntries` keys set
   * once: a value worked out for one ask is not kept. Unset keeps every value.
   */
  repeatsOnly?: boolean;
  now?: () => number;
}

/**
 * Values worked out from the catalog (how many products match a listing, a whole answer), each
 * filed with the list version it was worked out at and used only while the database still has
 * that version: a write committed anywhere (another instance, the staff console, a migration)
 * retires them all at once. Per process and bounded, least recently used first out; a miss just
 * asks the database again.
 */
export class CatalogCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  private readonly maxWeight: number;
  private readonly weigh: (value: T) => number;
  private weight = 0;

  private readonly repeatsOnly: boolean;
  /** Keys set once and not kept, oldest first (with repeatsOnly). */
  private readonly setOnce = new Set<string>();

  constructor(options: CatalogCacheOptions<T> = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.maxWeight = options.maxWeight ?? Number.POSITIVE_INFINITY;
    this.weigh = options.weigh ?? (() => 0);
    this.maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
    this.repeatsOnly = options.repeatsOnly ?? false;
    this.now = options.now ?? Date.now;
  }

  /** The value of `key` if it was worked out at `version` and is young enough. */
  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version || this.now() - entry.storedAt >= this.maxAgeMs) {
      this.remove(key);
      // Asked for again: its next value is kept at once.
      this.rememberSetOnce(key);
      return undefined;
    }
    // Least recently used goes first when the cache is full: move this one to the back.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /**
   * `version` must have been read before the value was worked out (or in the same statement):
   * then the value is never older than the version it is filed under.
   */
  set(key: string, version: string, value: T): void {
    if (this.repeatsOnly && !this.entries.has(key) && !this.setOnce.delete(key)) {
      this.rememberSetOnce(key);
      return;
    }
    this.remove(key);
    this.entries.set(key, { version, storedAt: this.now(), value });
    this.weight += this.weigh(value);
    while (this.entries.size > this.maxEntries || this.weight > this.maxWeight) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private rememberSetOnce(key: string): void {
    if (!this.repeatsOnly) return;
    this.setOnce.delete(key);
    this.setOnce.add(key);
    if (this.setOnce.size > this.maxEntries) this.setOnce.delete(this.setOnce.values().next().value!);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.weight -= this.weigh(entry.value);
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

import { sql } from 'drizzle-orm';

/**
 * The number that bumps whenever a committed write could change how many products match some
 * filter: a product added or deleted, or any column changed except views, units sold, timestamps
 * and the stock level (unless it crosses zero). Triggers on `products` keep it (migration 0004),
 * so every writer, the staff console included, is covered without calling anything. View counts
 * are left out on purpose (they change on every product page view); listings filtered on what
 * depends on them are never cached (product-list.ts).
 */
export const listVersionSql = sql<string>`(select version::text from product_list_version)`;

interface Entry {
  version: string;
  count: number;
}

/**
 * Counting every product that matches a listing (23 000 phones, 12 000 "samsung" matches) costs
 * far more than reading the page itself, and the count is the same for every page and every
 * shopper until the catalog changes. So counts are remembered per filter set, each with the list
 * version it was counted at, and used only while the database still has that version: a write
 * committed anywhere (another instance, the staff console, a migration) retires them all at once.
 * The cache is per process and bounded; a miss just counts again.
 */
export class ProductCountCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 500) {}

  /** The remembered count of `key` if it was counted at `version`. */
  get(key: string, version: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      this.entries.delete(key);
      return undefined;
    }
    // Least recently used goes first when the cache is full: move this one to the back.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.count;
  }

  /**
   * `version` must have been read before the count was taken (or in the same statement): then
   * the count is never older than the version it is filed under.
   */
  set(key: string, version: string, count: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, count });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

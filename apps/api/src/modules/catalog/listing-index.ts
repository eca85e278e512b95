import type { ProductFacets, ProductFacetsQuery, ProductListQuery } from '@kahraba/domain';
import { type Database, runPreparedOn } from '../../db/client.js';
import { answerable } from './filter-rules.js';
import { applyChanges, type Change, changesStatement } from './listing-index/changes.js';
import { EXCLUSIVE, NEW, type Snapshot, USED } from './listing-index/columns.js';
import { facetsOf } from './listing-index/facets.js';
import { pageOf } from './listing-index/listing-pages.js';
import {
  type IndexedPage,
  PAGE_READS_RUNNING,
  type PageRead,
  readPages,
} from './listing-index/page-reads.js';
import { CHUNK, MAX_CODES, MAX_PRODUCTS, readColumns } from './listing-index/read-columns.js';
import { suggestionsOf } from './listing-index/suggestions.js';
import { setViews, viewsReadOf, viewsStatement } from './listing-index/views.js';
import { countsJson, keptJsonPieces } from './product-json.js';
import type { SuggestionTerms } from './product-queries.js';
import { ReadBatcher } from './read-batcher.js';
import { rankableInMemory } from './search-index/matches-and-scores.js';
import { lookUpWord } from './search-index/search-words.js';
import { planSearch, type SearchPlan } from './search-plan.js';
import { sortRuleOf } from './sort-rules.js';

export { PRODUCT_CHANGES_CHANNEL } from './listing-index/changes.js';
export type { IndexedPage } from './listing-index/page-reads.js';

// Listings, searches and suggestions are answered from a copy of the catalog kept in memory
// (listing-index/columns.ts says what it holds): ListingIndex keeps it at the database's list
// version, and answers from it only what is no older than the database.

export interface ListingIndexOptions {
  /**
   * How old the views order should be: views are written in batches this far apart anyway. It is
   * read again at half this age, and answers until VIEWS_STALE_LIMIT times this age.
   */
  viewsMaxAgeMs: number;
  /** When this process last wrote views (the view counter), so its own writes show at once. */
  viewsWrittenAt?: () => number;
  /** Told when a read fails; the next listing tries again, at most once a second. */
  onError?: (error: unknown) => void;
  now?: () => number;
  /** Products per read of the columns (CHUNK). */
  chunk?: number;
  /** The most products the copy keeps (MAX_PRODUCTS). */
  maxProducts?: number;
  /** The most distinct values of a text column the copy keeps (MAX_CODES). */
  maxCodes?: number;
}

const RETRY_AFTER_MS = 1_000;
/**
 * The views order answers until it is this many times as old as views wait. Its reads are spaced
 * like the copy's, and under load one took long enough that the next came after the order had gone
 * stale: meanwhile every "Best match" search went to the database, which cost it more than the read
 * (bench/RESULTS.md, eighth run). A popularity order half a minute old still ranks as shoppers expect.
 */
const VIEWS_STALE_LIMIT = 6;
/** Reads of the copy take at most a fifth of the time: the next starts four of its durations after one ends. */
const READ_SPACING = 4;
/** How long a catalog too large to keep (MAX_PRODUCTS) lists from the database before it is counted again. */
const TOO_LARGE_RETRY_MS = 10 * 60_000;

/**
 * The listing columns and words of the catalog at one list version, read again in the background
 * when the version moves (catalog-cache.ts says what moves it) and, for the views order and units
 * sold, when half as old as views wait to be written. A page worked out here is only answered
 * when its products, read by id, come with the same version (ListingIndex.products); otherwise the
 * listing is read from the database as before, so an answer never comes from older data than the
 * database's, and no shopper waits for the copy.
 */
export class ListingIndex {
  private snapshot: Snapshot | undefined;
  /** Whether a copy was ever read, or the catalog found too large to keep (see `loaded`). */
  private everRead = false;
  /** Set when the copy must be read whole again (a change it cannot apply in place), until it is. */
  private behind = false;
  /** The latest list version the database was seen at (or told of), as a number. */
  private latest = 0;
  /** The changes being applied (catchUp), while they are. */
  private applying: Promise<void> | undefined;
  private reading: Promise<void> | undefined;
  /** Reads start no sooner (Date.now()): a second after one failed, and spaced by how long one takes. */
  private nextReadAt = Number.NEGATIVE_INFINITY;
  private readonly now: () => number;
  private readonly pageReads: ReadBatcher<readonly string[], PageRead>;

  constructor(
    private readonly db: Database,
    private readonly options: ListingIndexOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.pageReads = new ReadBatcher((pages) => readPages(db, pages), PAGE_READS_RUNNING);
  }

  /** The list version of the copy; undefined until it is first read. */
  get version(): string | undefined {
    return this.snapshot?.version;
  }

  /**
   * The page of `query` (with `plan`, the plan of its words, if it has any) from the copy, or
   * undefined when the database must answer: when the copy is not at `version`, the list version
   * just read from the database, it is read again.
   */
  page(query: ProductListQuery, version: string, plan?: SearchPlan): IndexedPage | undefined {
    if (!answerable(query, plan)) return undefined;
    this.seen(version);
    const snapshot = this.snapshot;
    if (!snapshot || this.behind || Number(snapshot.version) < Number(version)) return undefined;
    const relevance = plan !== undefined && query.sort === 'relevance';
    // Every page shows its products' views and units sold from the copy; a page in the views order
    // needs that order as this process last wrote the views, too.
    const byViews = relevance || sortRuleOf(query.sort).order === 'views';
    if (!(byViews ? this.viewsFresh(snapshot) : this.countsFresh(snapshot))) return undefined;
    if (relevance && !rankableInMemory(snapshot.words, plan)) return undefined;
    return pageOf(snapshot, query, plan);
  }

  /**
   * The search box's brands and products (product-queries.ts suggest) from the copy, when it is
   * at `version`; otherwise undefined (and the copy is read again).
   */
  suggestions(terms: SuggestionTerms, version: string): { brands: string[]; page: IndexedPage } | undefined {
    this.seen(version);
    const snapshot = this.snapshot;
    if (!snapshot || this.behind || Number(snapshot.version) < Number(version)) return undefined;
    return this.viewsFresh(snapshot) ? suggestionsOf(snapshot, terms) : undefined;
  }

  /**
   * The plan of a search's words (search-plan.ts), the words nearest misspelt ones found in the
   * copy too; the database is asked only while there is no copy, or its vocabulary is too large.
   */
  searchPlan(text: string): Promise<SearchPlan> {
    const words = this.snapshot?.words;
    return planSearch(this.db, text, words && ((word) => lookUpWord(words, word)));
  }

  /**
   * The products of `page` as one JSON array in its order, in pieces, or undefined when the
   * database is no longer at the page's version (the copy is then read again).
   */
  async products(page: IndexedPage): Promise<readonly string[] | undefined> {
    const { version, rows } = await this.pageReads.read(page.ids);
    if (version !== page.version) {
      this.seen(version);
      return undefined;
    }
    return keptJsonPieces(
      rows.map((row) => ({
        head: row.head,
        counts: countsJson(page.sold[row.at]!, page.views[row.at]!, row.rating),
        arabic: row.arabic,
        variantCounts: page.variantCounts[row.at] ?? null,
      })),
    );
  }

  /**
   * The filter panels' counts of `query` (with `plan`, the plan of its words, if it has any) from
   * the copy, when it is at `version`, the list version just read from the database; otherwise
   * undefined (and the copy is read again).
   */
  facets(query: ProductFacetsQuery, version: string, plan?: SearchPlan): ProductFacets | undefined {
    if (!answerable(query, plan)) return undefined;
    this.seen(version);
    const snapshot = this.snapshot;
    // A copy at a later version than the one read is no older than the database either.
    return snapshot && !this.behind && Number(snapshot.version) >= Number(version)
      ? facetsOf(snapshot, query, plan)
      : undefined;
  }

  /**
   * Tells the copy the list version the database was just seen at (or that a notification named):
   * at a later one than the copy's, the products written since are applied in the background.
   */
  seen(version: string): void {
    const seen = Number(version);
    if (seen > this.latest) this.latest = seen;
    if (!this.snapshot || this.behind) this.read(() => this.readAll());
    else if (Number(this.snapshot.version) < this.latest) void this.catchUp();
  }

  /** Whether the database was seen at a later version than the copy's, whose changes it applies. */
  get catchingUp(): boolean {
    const snapshot = this.snapshot;
    return snapshot !== undefined && !this.behind && Number(snapshot.version) < this.latest;
  }

  /**
   * Applies the changes written up to the latest version seen (and `version`, if given), waiting
   * for them: true when the copy is then at least at that version. A copy being read whole is not
   * waited for (seconds): false, and the database answers meanwhile.
   */
  async caughtUp(version?: string): Promise<boolean> {
    if (version !== undefined) this.seen(version);
    await this.applying;
    const snapshot = this.snapshot;
    return snapshot !== undefined && !this.behind && Number(snapshot.version) >= this.latest;
  }

  /**
   * Applies the products written since the copy's version, one read of the change log after
   * another until the copy is at the latest version seen; a change that reshapes the copy, or a log
   * that no longer reaches back to it, has the copy read whole instead.
   */
  private catchUp(): Promise<void> {
    this.applying ??= (async () => {
      try {
        for (
          let snapshot = this.snapshot;
          snapshot && !this.behind && Number(snapshot.version) < this.latest;
          snapshot = this.snapshot
        ) {
          const applied = await this.applyWritten(snapshot);
          if (applied === 'whole') {
            this.behind = true;
            this.read(() => this.readAll());
          }
          if (applied !== 'applied') return;
        }
      } catch (error) {
        this.options.onError?.(error);
        // Read whole instead, retried a second apart while the database is away.
        this.behind = true;
        this.read(() => this.readAll());
      } finally {
        this.applying = undefined;
      }
    })();
    return this.applying;
  }

  /** One read of the change log after `snapshot`'s version, applied in place when it can be. */
  private async applyWritten(snapshot: Snapshot): Promise<'applied' | 'whole' | 'none'> {
    const rows = await runPreparedOn(this.db)(changesStatement.statement, [snapshot.version]);
    const version = String(rows[0]?.version);
    // Read whole meanwhile, or nothing newer: a later notification or listing starts again.
    if (this.snapshot !== snapshot || this.behind || Number(version) <= Number(snapshot.version))
      return 'none';
    if (rows[0]?.kept !== true) return 'whole';
    const changes: Change[] = [];
    for (const row of rows) {
      // A dealer, a truncate (no product), a product added, removed, renamed, moved.
      if (row.reshaped === true || row.deleted === true) return 'whole';
      if (row.id == null) continue;
      if (row.deleted !== false) return 'whole';
      changes.push({
        id: String(row.id),
        price: Number(row.price),
        quantity: Number(row.quantity),
        discountPercent: Number(row.discountPercent),
        flags: (row.used ? USED : 0) | (row.isNew ? NEW : 0) | (row.isExclusive ? EXCLUSIVE : 0),
      });
    }
    if (!applyChanges(snapshot, changes)) return 'whole';
    snapshot.version = version;
    return 'applied';
  }

  /**
   * Whether the copy has been read since the process started (readiness waits for it): once read,
   * later reads after catalog changes happen in the background while the database answers. A
   * catalog too large to keep counts as loaded, since it is listed from the database by design.
   */
  get loaded(): boolean {
    return this.everRead;
  }

  /** Starts reading the copy in the background if none was ever read (a start that could not read it). */
  load(): void {
    if (!this.everRead) this.read(() => this.readAll());
  }

  /** Reads the whole copy now (tests, and a server that wants it before its first listing). */
  async ready(): Promise<void> {
    await this.reading;
    await this.readAll();
  }

  /**
   * Whether the views order may be used: not once this process has written views since it was read,
   * nor once VIEWS_STALE_LIMIT times as old as views wait. It is read again in the background when
   * half as old as they wait: read only once stale, every answer that walks it went to the database
   * while it was read (a tenth of a second or more under load).
   */
  private viewsFresh(snapshot: Snapshot): boolean {
    return this.countsFresh(snapshot) && snapshot.viewsReadAt > (this.options.viewsWrittenAt?.() ?? 0);
  }

  /**
   * Whether the views and units sold the copy read may go on a page (decision 0029): under
   * VIEWS_STALE_LIMIT times as old as views wait, as old as a page's views were when the view
   * counter wrote them into the product's JSON. Read again as viewsFresh says.
   */
  private countsFresh(snapshot: Snapshot): boolean {
    const age = this.now() - snapshot.viewsReadAt;
    const written = snapshot.viewsReadAt <= (this.options.viewsWrittenAt?.() ?? 0);
    if (written || age >= this.options.viewsMaxAgeMs / 2) this.read(() => this.readViews(snapshot));
    return age < this.options.viewsMaxAgeMs * VIEWS_STALE_LIMIT;
  }

  private read(how: () => Promise<void>): void {
    const started = this.now();
    if (this.reading || started < this.nextReadAt) return;
    this.reading = how()
      .catch((error: unknown) => {
        this.nextReadAt = Math.max(this.nextReadAt, this.now() + RETRY_AFTER_MS);
        this.options.onError?.(error);
      })
      .finally(() => {
        this.reading = undefined;
        // A catalog written faster than the copy can be read leaves listings on the database for
        // a while, rather than spend most of a core reading copies nobody gets to use.
        this.nextReadAt = Math.max(this.nextReadAt, this.now() + (this.now() - started) * READ_SPACING);
      });
  }

  private async readAll(): Promise<void> {
    // A copy read again is behind the database and answers nothing: let it go first, so that two
    // copies (about 30 MB each at 100 000 products) never share the process's memory.
    this.snapshot = undefined;
    const read = await readColumns(this.db, {
      readAt: this.now(),
      chunk: this.options.chunk ?? CHUNK,
      maxProducts: this.options.maxProducts ?? MAX_PRODUCTS,
      maxCodes: this.options.maxCodes ?? MAX_CODES,
    });
    if (!read) return;
    if ('tooLarge' in read) {
      // Kept under the process's memory cap: a catalog this large lists from the database.
      this.nextReadAt = this.now() + TOO_LARGE_RETRY_MS;
      this.everRead = true;
      throw new Error(`${read.tooLarge} products are more than the listing index keeps`);
    }
    this.snapshot = read;
    this.behind = false;
    this.everRead = true;
    // Written while it was read: those products are applied now.
    this.seen(read.version);
  }

  /**
   * A notification that the list version moved (drizzle/0029 sends the version on the channel
   * `product_changes`): the products written are applied before a listing asks.
   */
  notified(payload: string): void {
    if (this.snapshot && /^\d+$/.test(payload)) this.seen(payload);
  }

  private async readViews(snapshot: Snapshot): Promise<void> {
    const readAt = this.now();
    const [views] = await runPreparedOn(this.db)(viewsStatement.statement, []);
    // At another version, the same products are still in the same places unless one was reshaped
    // (or added or removed), and then the copy is read whole before it answers again.
    if (this.snapshot !== snapshot || Number(views?.count) !== snapshot.count) {
      if (this.snapshot === snapshot) this.seen(String(views?.version));
      return;
    }
    if (String(views?.version) !== snapshot.version) this.seen(String(views?.version));
    // No view or sale since the last read: the order stands. Sorting every product again, twice,
    // held every request on this thread for tens of milliseconds each time views are due.
    if (String(views?.viewsAndSold ?? '') === snapshot.viewsText) {
      snapshot.viewsReadAt = readAt;
      return;
    }
    setViews(snapshot, viewsReadOf(views, readAt));
  }
}

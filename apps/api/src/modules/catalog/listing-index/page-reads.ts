import { sql } from 'drizzle-orm';
import { type Database, runPreparedOn, uuidArrayText } from '../../../db/client.js';
import { productJson } from '../../../db/schema.js';
import { listVersionSql } from '../catalog-cache.js';
import { statementTemplate } from '../product-json.js';
import { idOf, type Snapshot } from './columns.js';

// A page worked out from the copy, and its products' JSON read by id in one statement with the
// pages asked for together (decision 0019).

export interface IndexedPage {
  /** The list version the page was worked out at. */
  version: string;
  /** The page's product ids, in order. */
  ids: string[];
  /** Their families' variant counts (JSON text, null without a family), at `version`. */
  variantCounts: (string | null)[];
  /** Their views and units sold, as the copy last read them (setViews). */
  views: number[];
  sold: number[];
  /** How many products match, counted up to countLimit(page, limit), as the database counts. */
  counted: number;
}

/** The page of the products at `positions`, in that order, as the copy has them. */
export const indexedPage = (
  snapshot: Snapshot,
  positions: readonly number[],
  counted: number,
): IndexedPage => ({
  version: snapshot.version,
  ids: positions.map((i) => idOf(snapshot, i)),
  variantCounts: positions.map((i) => snapshot.variantCounts.values[snapshot.variantCountsOf[i]!]!),
  views: positions.map((i) => snapshot.views[i]!),
  sold: positions.map((i) => snapshot.sold[i]!),
  counted,
});

/**
 * The products of pages by id, one row each in the pages' order, numbered on from 1 across them,
 * with the list version they were read at (one row with no product when there are none): the one
 * round trip of the listings the index answers (a ReadBatcher gathers those asked together). Their
 * kept JSON is all it reads: the copy was worked out from live products at that version, and has
 * their families' variant counts (looking each family up here was a fifth of the database's time
 * for a listing), and their views and units sold: looking each product up in product_stats for them
 * doubled the buffers a page read and cost the listing mix 40 % of its throughput (decision 0029).
 * The kept rating (null when it comes from the views) is read as text, as productJsonSql writes it.
 * Rows, not one aggregated array: building a 50 kB value, copying it out as text
 * and into a tuple took more of the database's CPU than finding the rows (page faults for the
 * large allocations among it), and the JSON goes out in pieces anyway (JsonText).
 */
const pagesStatement = statementTemplate(
  sql`select "v"."version", "j"."head", "j"."rating", "j"."arabic", "j"."n"
    from (select ${listVersionSql} as "version") as "v"
    left join lateral (
      select ${productJson.head} as "head", ${productJson.rating}::text as "rating", ${productJson.arabic} as "arabic", "page"."n"
      from unnest(${sql.placeholder('ids')}::uuid[]) with ordinality as "page"("id", "n")
      cross join lateral (select * from ${productJson} where ${productJson.productId} = "page"."id" offset 0) as ${productJson}
    ) as "j" on true
    order by "j"."n"`,
  { named: true },
);

/** What pagesStatement read for one page: each product's kept JSON, with its place in the page. */
export interface PageRead {
  version: string;
  rows: { head: string; rating: string | null; arabic: string; at: number }[];
}

/** Reads the products of `pages` in one statement, and hands each page its rows. */
export async function readPages(db: Database, pages: readonly (readonly string[])[]): Promise<PageRead[]> {
  const rows = await runPreparedOn(db)(pagesStatement.statement, [uuidArrayText(pages.flat())]);
  const version = String(rows[0]?.version);
  const reads: PageRead[] = [];
  let at = rows[0]?.head == null ? rows.length : 0;
  let first = 1;
  for (const ids of pages) {
    const end = first + ids.length;
    const mine: PageRead['rows'] = [];
    for (; at < rows.length && Number(rows[at]!.n) < end; at++)
      mine.push({
        head: String(rows[at]!.head),
        rating: rows[at]!.rating == null ? null : String(rows[at]!.rating),
        arabic: String(rows[at]!.arabic),
        at: Number(rows[at]!.n) - first,
      });
    reads.push({ version, rows: mine });
    first = end;
  }
  return reads;
}

/**
 * Page reads under way at once; the ones asked for meanwhile wait and go together. One gathered
 * the most, and cost both the database and the API less per listing than two (decision 0019).
 * Under load a read waits for at most one
 * statement, which the waiting pages then share.
 */
export const PAGE_READS_RUNNING = 1;

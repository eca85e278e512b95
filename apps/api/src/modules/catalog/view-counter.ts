import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

/** How long views wait in memory before they are written. */
export const VIEW_FLUSH_INTERVAL_MS = 5_000;

/**
 * Product page views, counted in memory and written together every few seconds.
 *
 * Writing each view with the page read changed an indexed column of a row that has seventeen
 * indexes (a trigram one among them): five times the cost of the read, on every product page.
 * Written together, all the views a product had in the interval cost one update of its narrow row
 * of product_stats (decision 0029), off the shopper's path. Views are increments, so every API instance keeps its own counter and they add
 * up. A crash forgets at most one interval's views; nothing else depends on them being exact.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  /** When views were last written (Date.now()), so what sorts by views here reads them again. */
  writtenAt = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = VIEW_FLUSH_INTERVAL_MS,
  ) {}

  count(productId: string): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
    this.schedule();
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush();
    }, this.intervalMs);
    // A pending write must not keep a stopping process alive; closing the app flushes it.
    this.timer.unref();
  }

  /** Writes every view counted so far; resolves once they (and any earlier write) are stored. */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.pending.size > 0) {
      const batch = this.pending;
      this.pending = new Map();
      this.writing = this.writing.then(() => this.write(batch));
    }
    return this.writing;
  }

  private async write(batch: Map<string, number>): Promise<void> {
    const rows = JSON.stringify([...batch].map(([id, n]) => ({ id, n })));
    try {
      // Rows are locked in id order, as placing an order locks them, so the two never deadlock.
      // Only product_stats is written: no product row, index of products, kept JSON or trigger.
      await this.db.execute(sql`
        with counted as (select * from json_to_recordset(${rows}::json) as c(id uuid, n int)),
        locked as (
          select product_stats.product_id as id from product_stats join counted on counted.id = product_stats.product_id
          order by product_stats.product_id for update of product_stats
        )
        update product_stats set views = product_stats.views + counted.n
        from counted where product_stats.product_id = counted.id and product_stats.product_id in (select id from locked)`);
      this.writtenAt = Date.now();
    } catch (error) {
      // Kept for the next write rather than lost: the database may be back by then.
      for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
      this.schedule();
      this.log.warn({ err: error, products: batch.size }, 'could not write product views; will retry');
    }
  }
}

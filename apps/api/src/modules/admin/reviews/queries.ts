import type { AdminReview, AdminReviewListQuery, Paged } from '@kahraba/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { productReviews, products, users } from '../../../db/schema.js';
import { isUuid } from '../../cart/queries.js';
import { toReviewWire } from '../../reviews/queries.js';
import { offsetOf, pageOf } from '../paging.js';

type Executor = Database | Transaction;

const adminReviewColumns = {
  review: productReviews,
  productName: products.name,
  author: { _id: users.id, name: users.name, email: users.email },
};

type AdminReviewRow = {
  review: typeof productReviews.$inferSelect;
  productName: string;
  author: { _id: string; name: string; email: string };
};

export function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    ...toReviewWire(row.review, row.author.name),
    productName: row.productName,
    author: row.author,
    hidden: row.review.hiddenAt !== null,
    hiddenAt: row.review.hiddenAt?.toISOString() ?? null,
  };
}

/** Reviews for staff, newest first, hidden ones included unless filtered. */
export async function listAdminReviews(
  db: Executor,
  query: AdminReviewListQuery,
): Promise<Paged<AdminReview>> {
  const conditions: SQL[] = [];
  if (query.hidden === true) conditions.push(isNotNull(productReviews.hiddenAt));
  if (query.hidden === false) conditions.push(isNull(productReviews.hiddenAt));
  if (query.product !== undefined) {
    if (!isUuid(query.product)) return pageOf([], 0, query);
    conditions.push(eq(productReviews.productId, query.product));
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminReviewColumns)
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  return pageOf(rows.map(toAdminReview), total?.n ?? 0, query);
}

export async function findAdminReview(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<AdminReviewRow | undefined> {
  if (!isUuid(id)) return undefined;
  const query = db
    .select(adminReviewColumns)
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(eq(productReviews.id, id));
  const [row] = options.lock ? await query.for('update', { of: productReviews }) : await query;
  return row;
}

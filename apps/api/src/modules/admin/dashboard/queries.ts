import {
  type Dashboard,
  fromPiastres,
  LOW_STOCK_THRESHOLD,
  ORDER_STATUSES,
  type OrderStatus,
  type RankedProduct,
  REVENUE_STATUSES,
  STAFF_ROLES,
  toPiastres,
} from '@kahraba/domain';
import { aliasedTable, and, asc, count, desc, eq, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { messages, orderLines, orders, productStats, products, tradeIns, users } from '../../../db/schema.js';
import { storeDateOf, withinStoreDays } from '../store-days.js';
import { datesBetween } from './range.js';

/** How many products each ranking shows. */
export const RANKING_LENGTH = 5;
/** Low stock lists more: each of them is something to reorder. */
export const LOW_STOCK_LIST_LENGTH = 10;

const rankedColumns = {
  _id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  image: products.image,
};

const live = isNull(products.deletedAt);

async function salesPerDay(db: Database, from: string, to: string) {
  const date = storeDateOf(orders.createdAt);
  const rows = await db
    .select({
      date,
      // numeric sums are exact; they arrive as text.
      revenue: sql<string>`sum(${orders.total})`,
      orders: count(),
    })
    .from(orders)
    .where(and(withinStoreDays(orders.createdAt, from, to), inArray(orders.status, [...REVENUE_STATUSES])))
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return datesBetween(from, to).map((day) => {
    const row = byDate.get(day);
    return { date: day, revenue: row ? Number(row.revenue) : 0, orders: row?.orders ?? 0 };
  });
}

async function ordersByStatus(db: Database, from: string, to: string): Promise<Record<OrderStatus, number>> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(withinStoreDays(orders.createdAt, from, to))
    .groupBy(orders.status);
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OrderStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** Units sold in the range (cancelled orders left out), deleted products included: they were sold. */
async function mostBought(db: Database, from: string, to: string): Promise<RankedProduct[]> {
  const units = sql<number>`sum(${orderLines.quantity})::int`;
  return db
    .select({ ...rankedColumns, value: units })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(and(withinStoreDays(orders.createdAt, from, to), inArray(orders.status, [...REVENUE_STATUSES])))
    .groupBy(products.id)
    .orderBy(desc(units), asc(products.id))
    .limit(RANKING_LENGTH);
}

/** Live products ranked by one of their counts (views, units in stock). */
function ranked(
  db: Database,
  value: typeof productStats.views | typeof products.quantity,
  where: SQL | undefined,
  ascending = false,
) {
  return db
    .select({ ...rankedColumns, value })
    .from(products)
    .innerJoin(productStats, eq(productStats.productId, products.id))
    .where(where)
    .orderBy(ascending ? asc(value) : desc(value), asc(products.id));
}

/** Unread conversations: shopper–staff pairs with a message from the shopper the contact has not read. */
async function unreadChats(db: Database): Promise<number> {
  const sender = aliasedTable(users, 'sender');
  const recipient = aliasedTable(users, 'recipient');
  const [row] = await db
    .select({ n: sql<number>`count(distinct (${messages.fromId}, ${messages.toId}))::int` })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromId))
    .innerJoin(recipient, eq(recipient.id, messages.toId))
    .where(
      and(
        eq(messages.read, false),
        isNull(messages.deletedAt),
        eq(sender.role, 'user'),
        inArray(recipient.role, [...STAFF_ROLES]),
      ),
    );
  return row?.n ?? 0;
}

/** Every figure of the dashboard for the store days `from`..`to`. */
export async function dashboardFigures(db: Database, from: string, to: string): Promise<Dashboard> {
  const [days, byStatus, bought, viewed, exclusive, low, [pending], unread] = await Promise.all([
    salesPerDay(db, from, to),
    ordersByStatus(db, from, to),
    mostBought(db, from, to),
    ranked(db, productStats.views, live).limit(RANKING_LENGTH),
    ranked(db, productStats.views, and(live, eq(products.isExclusive, true))).limit(RANKING_LENGTH),
    ranked(db, products.quantity, and(live, lte(products.quantity, LOW_STOCK_THRESHOLD)), true).limit(
      LOW_STOCK_LIST_LENGTH,
    ),
    db.select({ n: count() }).from(tradeIns).where(eq(tradeIns.status, 'pending')),
    unreadChats(db),
  ]);
  const revenue = fromPiastres(days.reduce((sum, d) => sum + toPiastres(d.revenue), 0));
  const orderCount = days.reduce((sum, d) => sum + d.orders, 0);
  return {
    from,
    to,
    days,
    totals: {
      revenue,
      orders: orderCount,
      averageOrder: orderCount === 0 ? 0 : fromPiastres(toPiastres(revenue) / orderCount),
    },
    ordersByStatus: byStatus,
    mostViewed: viewed,
    mostBought: bought,
    topExclusive: exclusive,
    lowStock: low,
    pendingTradeIns: pending?.n ?? 0,
    unreadChats: unread,
  };
}

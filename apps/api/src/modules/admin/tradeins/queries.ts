import type { AdminTradeIn, AdminTradeInListQuery, Paged } from '@kahraba/domain';
import { aliasedTable, count, desc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { products, tradeIns, users } from '../../../db/schema.js';
import { isUuid } from '../../cart/queries.js';
import {
  replacementColumns,
  type TradeInRow,
  toReplacementWire,
  toTradeInWire,
} from '../../tradein/queries.js';
import { offsetOf, pageOf } from '../paging.js';
import { type PersonRow, personColumns, toPerson } from '../people.js';

type Executor = Database | Transaction;

const decider = aliasedTable(users, 'decider');

function selectAdminTradeIns(db: Executor) {
  return db
    .select({
      tradeIn: tradeIns,
      customer: personColumns(),
      replacement: replacementColumns,
      decider: personColumns(decider),
    })
    .from(tradeIns)
    .innerJoin(users, eq(users.id, tradeIns.userId))
    .leftJoin(products, eq(products.id, tradeIns.replacementId))
    .leftJoin(decider, eq(decider.id, tradeIns.decidedBy));
}

interface AdminTradeInRow {
  tradeIn: TradeInRow;
  customer: PersonRow;
  replacement: Parameters<typeof toReplacementWire>[0];
  decider: PersonRow | null;
}

function toAdminTradeIn({ tradeIn, customer, replacement, decider }: AdminTradeInRow): AdminTradeIn {
  return {
    ...toTradeInWire(tradeIn),
    customer: toPerson(customer),
    replacementProduct: toReplacementWire(replacement),
    offeredCredit: tradeIn.offeredCredit,
    rejectReason: tradeIn.rejectReason,
    decidedBy: decider ? toPerson(decider) : null,
    decidedAt: tradeIn.decidedAt?.toISOString() ?? null,
  };
}

/** Trade-ins newest first, optionally of one status. */
export async function listAdminTradeIns(
  db: Database,
  query: AdminTradeInListQuery,
): Promise<Paged<AdminTradeIn>> {
  const where = query.status ? eq(tradeIns.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    selectAdminTradeIns(db)
      .where(where)
      .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(tradeIns).where(where),
  ]);
  return pageOf(rows.map(toAdminTradeIn), total?.n ?? 0, query);
}

export async function findAdminTradeIn(db: Executor, id: string): Promise<AdminTradeIn | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectAdminTradeIns(db).where(eq(tradeIns.id, id));
  return row && toAdminTradeIn(row);
}

/** A trade-in's row, locked until the transaction ends, so two staff cannot both decide it. */
export async function lockTradeIn(tx: Transaction, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(tradeIns).where(eq(tradeIns.id, id)).for('update');
  return row;
}

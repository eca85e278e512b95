import type { TradeIn, TradeInReplacement, TradeInWithReplacement } from '@kahraba/domain';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products, tradeIns } from '../../db/schema.js';

export type TradeInRow = typeof tradeIns.$inferSelect;
export type NewTradeIn = typeof tradeIns.$inferInsert;

export function toTradeInWire(row: TradeInRow): TradeIn {
  return {
    _id: row.id,
    user: row.userId,
    category: row.category as TradeIn['category'],
    productType: row.productType as TradeIn['productType'],
    specs: row.specs,
    replacement: row.replacementId,
    status: row.status,
    condition: row.condition,
    estimate:
      row.estimateMin !== null && row.estimateMax !== null
        ? { min: row.estimateMin, max: row.estimateMax }
        : null,
    // The outcome staff gave, so the shopper sees it in their account.
    offeredCredit: row.offeredCredit,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The replacement product columns a trade-in list shows. */
export const replacementColumns = {
  id: products.id,
  name: products.name,
  nameAr: products.nameAr,
  brand: products.brand,
  image: products.image,
  price: products.price,
  priceAfterDiscount: products.priceAfterDiscount,
};

type ReplacementRow = Pick<
  typeof products.$inferSelect,
  'id' | 'name' | 'nameAr' | 'brand' | 'image' | 'price' | 'priceAfterDiscount'
>;

export function toReplacementWire(product: ReplacementRow | null): TradeInReplacement | null {
  return product
    ? {
        _id: product.id,
        name: product.name,
        nameAr: product.nameAr,
        brand: product.brand,
        image: product.image,
        price: product.price,
        priceAfterDiscount: product.priceAfterDiscount,
      }
    : null;
}

export async function insertTradeIn(db: Database, values: NewTradeIn): Promise<TradeInRow> {
  const [row] = await db.insert(tradeIns).values(values).returning();
  return row!;
}

/** The user's own trade-ins, newest first, each with its replacement product. */
export async function listTradeInsOfUser(db: Database, userId: string): Promise<TradeInWithReplacement[]> {
  const rows = await db
    .select({
      tradeIn: tradeIns,
      product: replacementColumns,
    })
    .from(tradeIns)
    .leftJoin(products, eq(products.id, tradeIns.replacementId))
    .where(eq(tradeIns.userId, userId))
    .orderBy(desc(tradeIns.createdAt), desc(tradeIns.id))
    .limit(200);
  return rows.map(({ tradeIn, product }) => ({
    ...toTradeInWire(tradeIn),
    replacementProduct: toReplacementWire(product),
  }));
}

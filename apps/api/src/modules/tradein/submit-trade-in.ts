import {
  type Language,
  TRADE_IN_REPLACEMENT_CATEGORIES,
  TRADE_IN_TYPES,
  type TradeInRequestBody,
  tradeInFieldLabels,
  validateTradeInSpecs,
} from '@kahraba/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { findProduct } from '../catalog/product-queries.js';
import { estimateFor } from './estimates.js';
import { insertTradeIn, type TradeInRow } from './queries.js';

/**
 * Stores a trade-in request as pending after checking it against the taxonomy (SPEC §2, §3, §5):
 * the type belongs to the category, the spec form of the type is filled in, and the replacement
 * is an in-stock product of the matching category. With the device's condition, the credit range
 * estimated for it is stored beside it. `lang` only words the field names in errors.
 */
export async function submitTradeIn(
  db: Database,
  userId: string,
  body: TradeInRequestBody,
  lang: Language,
): Promise<TradeInRow> {
  if (!(TRADE_IN_TYPES[body.category] as readonly string[]).includes(body.productType)) {
    throw new AppError(
      'TRADE_IN_TYPE_MISMATCH',
      {},
      { category: body.category, productType: body.productType },
    );
  }

  const result = validateTradeInSpecs(body.productType, body.specs);
  if (!result.ok) {
    const details = {
      missing: result.missing,
      unknown: result.unknown,
      invalidNumbers: result.invalidNumbers,
      invalidValues: result.invalidValues,
    };
    if (result.missing.length > 0) {
      throw new AppError('TRADE_IN_INVALID', { fields: tradeInFieldLabels(result.missing, lang) }, details);
    }
    const wrong = [...result.unknown, ...result.invalidNumbers, ...result.invalidValues];
    throw new AppError('TRADE_IN_SPECS_INVALID', { fields: tradeInFieldLabels(wrong, lang) }, details);
  }

  const replacement = await findProduct(db, body.replacement);
  // Only ids name a replacement (the page sends ids); a slug match would be an accident.
  if (!replacement || replacement.id !== body.replacement) {
    throw new AppError('REPLACEMENT_NOT_FOUND', {}, { replacement: body.replacement });
  }
  const allowed: readonly string[] = TRADE_IN_REPLACEMENT_CATEGORIES[body.category];
  if (!allowed.includes(replacement.category)) {
    throw new AppError('REPLACEMENT_CATEGORY_MISMATCH', {}, { category: body.category, allowed });
  }
  if (replacement.quantity <= 0) {
    throw new AppError('OUT_OF_STOCK', {
      name: lang === 'ar' && replacement.nameAr ? replacement.nameAr : replacement.name,
    });
  }

  // The estimate is computed here from the table as it is now, not taken from the page.
  const estimate = body.condition
    ? await estimateFor(db, body.productType, body.condition, body.model)
    : null;
  return insertTradeIn(db, {
    userId,
    category: body.category,
    productType: body.productType,
    specs: result.specs as Record<string, string | number>,
    replacementId: replacement.id,
    status: 'pending',
    condition: body.condition ?? null,
    estimateMin: estimate?.min ?? null,
    estimateMax: estimate?.max ?? null,
  });
}

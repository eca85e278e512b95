import { TRADE_IN_FORMS, type TradeInType } from './taxonomy.js';

/** What the trade-in form needs to know of a catalog product picked as the shopper's own model. */
export interface TradeInModelSource {
  name: string;
  specs: Readonly<Record<string, string>>;
}

/**
 * The spec form of `type` filled from a catalog product the shopper says they own: its name, and
 * every field of the form the product's specifications name alike (ram, internalMemory, screen,
 * processor…). The shopper then confirms what only they know (storage, condition, battery) rather
 * than typing seventeen fields. Fields the product does not name are left out, not blanked.
 */
export function tradeInSpecsFromModel(type: TradeInType, model: TradeInModelSource): Record<string, string> {
  const specs: Record<string, string> = {};
  for (const field of TRADE_IN_FORMS[type]) {
    const value = (field.name === 'name' ? model.name : model.specs[field.name])?.trim();
    if (value) specs[field.name] = value;
  }
  return specs;
}

import {
  type Category,
  TRADE_IN_FORMS,
  TRADE_IN_REPLACEMENT_CATEGORIES,
  TRADE_IN_TYPES,
  type TradeInCategory,
  type TradeInCondition,
  type TradeInPayloadInput,
  type TradeInSpecs,
  type TradeInType,
  validateTradeInSpecs,
} from '@kahraba/domain';

/** What the shopper has chosen and typed so far; specs hold the raw text of each input. */
export interface TradeInFormState {
  category: TradeInCategory | null;
  productType: TradeInType | null;
  specs: Record<string, string>;
  replacement: string | null;
  /** Optional: SPEC §5 requires only category, type and replacement; it brings an estimate. */
  condition: TradeInCondition | null;
  /** The catalog product picked as the shopper's own model, which narrows the estimate. */
  model: string | null;
}

export const emptyTradeInForm: TradeInFormState = {
  category: null,
  productType: null,
  specs: {},
  replacement: null,
  condition: null,
  model: null,
};

export type TradeInFormAction =
  | { type: 'category'; category: TradeInCategory }
  | { type: 'productType'; productType: TradeInType }
  | { type: 'spec'; field: string; value: string }
  /** The shopper picked their model from the catalog: what it names fills the form. */
  | { type: 'model'; model: string; specs: Readonly<Record<string, string>> }
  | { type: 'replacement'; replacement: string }
  | { type: 'condition'; condition: TradeInCondition };

/**
 * SPEC §4: changing category resets type and specs (and the replacement, which must be of the
 * new category); changing type resets specs. Choosing the same value again keeps everything.
 */
export function tradeInFormReducer(state: TradeInFormState, action: TradeInFormAction): TradeInFormState {
  switch (action.type) {
    case 'category':
      if (action.category === state.category) return state;
      return { ...emptyTradeInForm, category: action.category };
    case 'productType':
      if (action.productType === state.productType) return state;
      if (
        !state.category ||
        !(TRADE_IN_TYPES[state.category] as readonly string[]).includes(action.productType)
      )
        return state;
      return { ...state, productType: action.productType, specs: {} };
    case 'spec':
      return { ...state, specs: { ...state.specs, [action.field]: action.value } };
    case 'model':
      return { ...state, model: action.model, specs: { ...state.specs, ...action.specs } };
    case 'replacement':
      return { ...state, replacement: action.replacement };
    case 'condition':
      return { ...state, condition: action.condition };
  }
}

/**
 * The catalog category whose products may replace a device of `category`. MobileTablet asks for
 * Mobile, which on the product list covers phones and tablets (as /category/Mobile does).
 */
export function replacementCategoryFor(category: TradeInCategory): Category {
  return TRADE_IN_REPLACEMENT_CATEGORIES[category][0];
}

export type TradeInFormCheck =
  | { ok: true; payload: TradeInPayloadInput & { specs: TradeInSpecs } }
  | { ok: false; problem: 'requiredAll' }
  | { ok: false; problem: 'missingFields' | 'invalidFields'; fields: string[] };

/** SPEC §5: category, type and replacement first; then the type's required and numeric fields. */
export function checkTradeInForm(state: TradeInFormState): TradeInFormCheck {
  const { category, productType, replacement } = state;
  if (!category || !productType || !replacement) return { ok: false, problem: 'requiredAll' };
  // Only the fields of the current form count; leftovers of another type never travel.
  const specs = Object.fromEntries(
    TRADE_IN_FORMS[productType].map((f) => [f.name, state.specs[f.name] ?? '']),
  );
  const result = validateTradeInSpecs(productType, specs);
  if (!result.ok) {
    if (result.missing.length > 0) return { ok: false, problem: 'missingFields', fields: result.missing };
    return {
      ok: false,
      problem: 'invalidFields',
      fields: [...result.invalidNumbers, ...result.invalidValues],
    };
  }
  const condition = state.condition ?? undefined;
  const model = state.model ?? undefined;
  return { ok: true, payload: { category, productType, specs: result.specs, replacement, condition, model } };
}

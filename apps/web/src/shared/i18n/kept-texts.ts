// Looking a text up in i18next (resolving the key, plurals, interpolation, the number format) costs
// more than the rest of drawing it: a listing page asks for several hundred texts, most of them the
// same on every page. These keep what a lookup gave, for an instance whose texts never change.

/** The texts one namespace of one language gave, by key and values. Bounded: oldest go first. */
export interface KeptTexts {
  readonly limit: number;
  readonly texts: Map<string, string>;
}

/** Enough for every key of a namespace, with room for the values shoppers' pages bring (counts, names). */
export const KEPT_TEXTS_LIMIT = 2_000;

export function keptTexts(limit = KEPT_TEXTS_LIMIT): KeptTexts {
  return { limit, texts: new Map() };
}

type Lookup = (...args: never[]) => unknown;
type Values = Record<string, unknown>;

const isPlain = (value: unknown) =>
  value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * Where a call can be kept, the key it is kept under: a text key alone, or with values that are
 * all plain (a count, a name). Anything else (several keys to fall back on, an object) is asked
 * for every time.
 */
function keyOf(args: readonly unknown[]): string | undefined {
  const [key, values, ...rest] = args;
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (values === undefined) return key;
  if (typeof values !== 'object' || values === null) return undefined;
  const entries = Object.entries(values as Values);
  if (!entries.every(([, value]) => isPlain(value))) return undefined;
  return `${key}\u0000${JSON.stringify(entries)}`;
}

/** `t`, answering a call it has answered before from `kept`. */
export function rememberingTexts<T extends Lookup>(t: T, kept: KeptTexts): T {
  const ask = t as unknown as (...args: unknown[]) => unknown;
  const remembering = (...args: unknown[]) => {
    const key = keyOf(args);
    if (key === undefined) return ask(...args);
    const known = kept.texts.get(key);
    if (known !== undefined) return known;
    const text = ask(...args);
    if (typeof text === 'string') {
      if (kept.texts.size >= kept.limit) {
        const oldest = kept.texts.keys().next().value;
        if (oldest !== undefined) kept.texts.delete(oldest);
      }
      kept.texts.set(key, text);
    }
    return text;
  };
  return remembering as unknown as T;
}

import {
  type Category,
  devicesFirst,
  groupSpecTokens,
  MAIN_DEVICE_BONUS,
  MAIN_DEVICE_TARGETS,
  OTHER_DEVICE_BONUS,
  OTHER_DEVICE_TARGETS,
  PHRASE_BONUS,
  RANKED_FIRST_BONUS,
  type TypeField,
  type WordTarget,
} from '@kahraba/domain';
import { and, eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { productStats, products } from '../../db/schema.js';
import { escapeLike, type PlannedWord, type SearchPlan } from './search-plan.js';
import type { SortKey } from './sort-rules.js';

// The database's side of the filters' building blocks: the type columns, the displayed rating,
// the words' text-search condition and "Best match" score. What each filter means, and how the
// copy in memory tests it too, is the rule table's (filter-rules.ts); the sorts are sort-rules.ts.

/** A listing's filters as the database is asked them (the shop's and the admin's lists). */
export interface ProductFilters {
  category?: Category | undefined;
  brand?: readonly string[] | undefined;
  productType?: string | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  rating?: number | undefined;
  inStock?: 'in' | 'out' | undefined;
  discount?: 'yes' | 'no' | undefined;
  used?: boolean | undefined;
  isNew?: boolean | undefined;
  exclusive?: boolean | undefined;
  /** Chosen specification values (domain spec-filters.ts tokens). */
  spec?: readonly string[] | undefined;
  q?: string | undefined;
  search?: string | undefined;
}

export const TYPE_COLUMNS: Record<TypeField, AnyPgColumn> = {
  deviceType: products.deviceType,
  laptopType: products.laptopType,
  productType: products.productType,
  wearableType: products.wearableType,
  audioType: products.audioType,
  subType: products.subType,
};

/** A product's views (product_stats), where only `products` is read. */
const viewsSql = sql<number>`(select ${productStats.views} from ${productStats} where ${productStats.productId} = ${products.id})`;

/**
 * The rating a card shows (the reviews' average where there are reviews, else domain
 * displayRating), in SQL so the minimum-rating filter agrees with it.
 */
export const displayRatingSql = sql<number>`case when ${products.reviewsCount} > 0 then round(${products.reviewsStarSum}::numeric / ${products.reviewsCount}, 1) else coalesce(${products.rating}, case when ${viewsSql} > 0 then round(least(5, 3.5 + ${viewsSql} / 50.0), 1) else 4 end) end`;

/**
 * The rows a statement over `products` reads for `keys`: joined to product_stats when a key is its
 * views (the "most selling" sort), walked in that table's views order (decision 0029).
 */
export function productRowsFor(keys: readonly SortKey[]): SQL {
  return keys.some((k) => k.column === productStats.views)
    ? sql`${products} join ${productStats} on ${productStats.productId} = ${products.id}`
    : sql`${products}`;
}

export { escapeLike };

/**
 * How a filter value enters the SQL: as itself (the default), or as a named placeholder when the
 * statement is built once and run many times with different values (see product-list.ts).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;
export const asValue: Bind = (_name, value) => value;

function targetCondition(target: WordTarget, bind: Bind, name: string): SQL {
  return 'category' in target
    ? eq(products.category, bind(name, target.category))
    : eq(TYPE_COLUMNS[target.field], bind(name, target.value));
}

/**
 * The products' words (the stored search_vector of migration 0006, indexed): a word-prefix search
 * reads one posting list per word instead of every trigram's, which for a word in every tenth
 * product is what keeps a search cheap.
 */
const wordsOfProduct = sql`${products}.${sql.identifier('search_vector')}`;

/** A word as a prefix in a text-search query: "sams" finds "samsung", as typing in the search box does. */
const prefix = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}':*`;
/** The word or any of its corrections. */
const eitherOf = (w: PlannedWord) =>
  w.corrections.length === 0 ? prefix(w.word) : `(${[w.word, ...w.corrections].map(prefix).join(' | ')})`;

/**
 * Every word of the search must match: a word of the product's folded name/brand/category text
 * must start with it (or with one of its corrections), or the product must be in a category or type
 * the word names ("laptop", "لابتوب" → the Laptop category, whatever the names say). Text with no
 * word at all ("%") matches nothing.
 */
export function textCondition(plan: SearchPlan, bind: Bind = asValue): SQL {
  if (plan.words.length === 0) return sql`false`;
  const plain = plan.words.filter((w) => w.targets.length === 0);
  return and(
    plain.length > 0
      ? sql`${wordsOfProduct} @@ to_tsquery('simple', ${bind('words', plain.map(eitherOf).join(' & '))})`
      : undefined,
    ...plan.words.flatMap((w, i) =>
      w.targets.length === 0
        ? []
        : [
            or(
              sql`${wordsOfProduct} @@ to_tsquery('simple', ${bind(`word${i}`, eitherOf(w))})`,
              ...w.targets.map((t, k) => targetCondition(t, bind, `word${i}target${k}`)),
            ),
          ],
    ),
  )!;
}

const regexEscape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * How well a product matches the search ("Best match"), per word: the whole word in the name 8, a
 * name word starting with it 4, the brand or a category or type it names 2, anything else (its
 * Arabic name, a correction) 1; and RANKED_FIRST_BONUS more when the product is in a category or
 * type the word ranks first, so phones come before cases "for iPhone 17" when the shopper types
 * "ايفون", and phones before phone cases for "phone". When no word names a category or type
 * (a brand, a model), devices come before accessories (domain devicesFirst). Each two neighbouring
 * words side by side in the name add PHRASE_BONUS: "ipad pro" names the iPad Pro first.
 */
export function relevanceSql(plan: SearchPlan, bind: Bind = asValue): SQL {
  if (plan.words.length === 0) return sql`0`;
  const name = sql`lower(${products.name})`;
  const perWord = plan.words.map((w, i) => {
    const named =
      w.ranking.length > 0
        ? or(...w.ranking.map((t, k) => targetCondition(t, bind, `rank${i}target${k}`)))!
        : sql`false`;
    const pattern = regexEscape(w.word);
    return sql`(case when ${name} ~ ${bind(`rank${i}whole`, `\\m${pattern}\\M`)} then 8
        when ${name} ~ ${bind(`rank${i}start`, `\\m${pattern}`)} then 4
        when lower(${products.brand}) = ${bind(`rank${i}brand`, w.word)} or ${named} then 2 else 1 end
        + case when ${named} then ${sql.raw(String(RANKED_FIRST_BONUS))} else 0 end)`;
  });
  // Each two neighbouring words side by side in the name: whole name words with only other
  // characters between them, as search-index/search-words.ts nameTokens pairs them.
  plan.words.slice(1).forEach((w, k) => {
    const pair = `\\m${regexEscape(plan.words[k]!.word)}\\W+${regexEscape(w.word)}\\M`;
    perWord.push(
      sql`(case when ${name} ~ ${bind(`rank${k}phrase`, pair)} then ${sql.raw(String(PHRASE_BONUS))} else 0 end)`,
    );
  });
  if (devicesFirst(plan.words)) {
    const main = or(...MAIN_DEVICE_TARGETS.map((t, k) => targetCondition(t, bind, `device${k}`)))!;
    const other = or(...OTHER_DEVICE_TARGETS.map((t, k) => targetCondition(t, bind, `otherDevice${k}`)))!;
    perWord.push(
      sql`(case when ${main} then ${sql.raw(String(MAIN_DEVICE_BONUS))} when ${other} then ${sql.raw(String(OTHER_DEVICE_BONUS))} else 0 end)`,
    );
  }
  return sql.join(perWord, sql` + `);
}

/** The free text of a listing (the home page sends `q`, the search page `search`). */
export const searchTextOf = (f: ProductFilters): string => [f.q, f.search].filter(Boolean).join(' ');

/**
 * One condition per specification filter: the product has one of its chosen values (8 or 12 GB of
 * RAM), and every filter must hold (and 256 GB of storage). The products_spec_facets_idx index
 * answers the overlap.
 */
export function specConditions(tokens: readonly string[] | undefined, bind: Bind = asValue): SQL[] {
  return [...groupSpecTokens(tokens ?? []).values()].map((chosen, i) => {
    const values = bind(`spec${i}`, chosen);
    // An array in a template is a list of values ("in (…)"); here it is one text[] parameter.
    return sql`${products.specFacets} && ${Array.isArray(values) ? sql.param(values) : values}::text[]`;
  });
}

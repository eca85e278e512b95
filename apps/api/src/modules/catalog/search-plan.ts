import {
  allowedEdits,
  editDistance,
  expandSearchQuery,
  rankingTargets,
  suggestionEdits,
  type WordTarget,
  wordTargets,
} from '@kahraba/domain';
import { fillPlaceholders, sql } from 'drizzle-orm';
import { type Database, runPreparedOn } from '../../db/client.js';
import { statementTemplate } from './product-json.js';

export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The query's words as the search text stores them, at most 8: split on anything but letters and
 * digits of any script, as PostgreSQL's text-search parser splits the stored text.
 */
export function searchWords(query: string): string[] {
  return expandSearchQuery(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
}

/** One search word as the listing matches and ranks it. */
export interface PlannedWord {
  /** Normalised, Arabic product words in their catalog English ("ايفون" → "iphone"). */
  word: string;
  /**
   * Catalog words the shopper may have meant, when no catalog word starts with `word` and one lies
   * within the edits its length forgives ("samsng" → "samsung").
   */
  corrections: string[];
  /** The categories and types `word` (or a correction) selects. */
  targets: WordTarget[];
  /** The categories and types whose products rank first for `word` (domain rankingTargets). */
  ranking: WordTarget[];
  /** The closest catalog word when `word` matches none, for "Did you mean …". */
  nearest?: string | undefined;
}

export interface SearchPlan {
  words: PlannedWord[];
}

/** A plan from the words alone, without looking any up: no corrections, no "Did you mean". */
export function plainSearchPlan(text: string): SearchPlan {
  return {
    words: searchWords(text).map((word) => ({
      word,
      corrections: [],
      targets: [...wordTargets(word)],
      ranking: [...rankingTargets(word)],
    })),
  };
}

// The vocabulary (search_words, migration 0006) is a few thousand words, so ranking all of them by
// trigram similarity to a typed word costs about as much as an index lookup would, and unlike the
// `%` operator needs no session setting for a threshold below pg_trgm's default. Only words that no
// catalog word starts with are ranked: most searches are spelt right, and ranking the vocabulary
// for each of their words was most of the time a search spent before its listing (1 to 3 ms).
export const NEAREST = 12;

/**
 * "Did you mean …" proposes only words that are near and common. Near: within the edits a
 * correction forgives (domain allowedEdits), or one more. Common: a word of one product is that
 * product's model code or colour, not what a shopper was after, so any proposal is a word of at
 * least PROPOSED_MIN_PRODUCTS products. One edit further than a correction is a guess ("smsng" is
 * two edits from "samsung", "ثلاجة", a fridge the store does not sell, two from "ثلجي", a colour
 * word of "icy blue"), worth proposing only for a word the catalog is known for: a brand or a line
 * in at least 1 in COMMON_ONE_IN products. In the demo catalog every brand that sells phones,
 * laptops or audio passes (Samsung is in 13 % of the products, Sony 7 %); no colour does (the
 * commonest, "black", is in 4 %; "ثلجي" in 0.8 %).
 */
export const PROPOSED_MIN_PRODUCTS = 2;
export const COMMON_ONE_IN = 20;

/** How many products a word far from the typed one needs to be proposed, in a catalog of `products`. */
export function commonCount(products: number): number {
  return Math.max(PROPOSED_MIN_PRODUCTS, Math.floor((products + COMMON_ONE_IN - 1) / COMMON_ONE_IN));
}

// A near word's products are counted up to commonCount: no proposal needs more, and a brand's
// thousands of products are not read to find that out. Counted only for a word no catalog word
// starts with, as the near words are; so is the catalog, in the CTE no known word reads.
const lookUp = statementTemplate(
  sql`with "catalog" as materialized (
      select greatest(${PROPOSED_MIN_PRODUCTS}, (count(*)::int + ${COMMON_ONE_IN - 1}) / ${COMMON_ONE_IN}) as "common"
      from "products" where "deleted_at" is null
    )
    select q.word as "word", k.known as "known",
      case when k.known then '[]' else coalesce((select json_agg(json_build_array(near.word,
          (select count(*)::int from (select 1 from "products" p where p."deleted_at" is null
            and p."search_vector" @@ quote_literal(near.word)::tsquery limit (select "common" from "catalog")) as c)
        ) order by near.similarity desc, near.word)::text from (
        select w.word, similarity(w.word, q.word) as similarity from search_words w
        where similarity(w.word, q.word) >= 0.1 order by 2 desc, 1 limit ${NEAREST}
      ) as near), '[]') end as "near",
      case when k.known then 0 else (select "common" from "catalog") end as "common"
    from unnest(${sql.placeholder('words')}::text[], ${sql.placeholder('patterns')}::text[]) as q(word, pattern)
    cross join lateral (select exists (select 1 from search_words w where w.word like q.pattern) as known) as k`,
  { named: true },
);

/**
 * The plan of a search text: each word, what it names, and for words no catalog word starts with,
 * the catalog words within the edits SPEC forgives (domain allowedEdits), found by pg_trgm
 * similarity and checked by edit distance.
 */
export async function planSearch(
  db: Database,
  text: string,
  /**
   * What the database's lookup would answer for a word, when the caller can tell without asking
   * (search-index/search-words.ts lookUpWord); undefined sends the words to the database.
   */
  lookUpInMemory?: (word: string) => WordLookup | undefined,
): Promise<SearchPlan> {
  const plan = plainSearchPlan(text);
  const asked = plan.words.filter((w) => [...w.word].length >= 3);
  if (asked.length === 0) return plan;
  const inMemory = lookUpInMemory && asked.map((w) => lookUpInMemory(w.word));
  const lookups =
    inMemory?.every((found) => found !== undefined) === true
      ? new Map(asked.map((w, i) => [w.word, inMemory[i]!]))
      : await lookUpInDatabase(db, asked);
  for (const planned of asked) {
    const found = lookups.get(planned.word);
    if (found && !found.known) correct(planned, found);
  }
  return plan;
}

/** A catalog word near a typed one, and how many products have it, counted up to WordLookup.common. */
export interface NearWord {
  word: string;
  products: number;
}

/** What a word's lookup finds: whether a catalog word starts with it, else the words nearest it. */
export interface WordLookup {
  known: boolean;
  /** Up to NEAREST catalog words of trigram similarity 0.1 or more, the most similar first. */
  near: NearWord[];
  /** commonCount of the catalog (0 for a known word, whose near words are not looked up). */
  common: number;
}

async function lookUpInDatabase(db: Database, asked: PlannedWord[]): Promise<Map<string, WordLookup>> {
  const rows = await runPreparedOn(db)(
    lookUp.statement,
    fillPlaceholders(lookUp.params, {
      words: asked.map((w) => w.word),
      patterns: asked.map((w) => `${escapeLike(w.word)}%`),
    }),
  );
  return new Map(
    rows.map((r) => [
      String(r.word),
      {
        known: r.known === true,
        near: (JSON.parse(String(r.near)) as [string, number][]).map(([word, products]) => ({
          word,
          products,
        })),
        common: Number(r.common),
      },
    ]),
  );
}

/** Gives a word no catalog word starts with the corrections (and "Did you mean") its near words allow. */
function correct(planned: PlannedWord, found: WordLookup): void {
  const near = found.near.map((n) => ({
    ...n,
    edits: editDistance(planned.word, n.word, suggestionEdits(planned.word)),
  }));
  const forgiven = near.filter((n) => n.edits <= allowedEdits(planned.word));
  const fewest = Math.min(...forgiven.map((n) => n.edits));
  planned.corrections = [
    ...new Set(forgiven.filter((n) => n.edits === fewest).flatMap((n) => searchWords(n.word))),
  ].slice(0, 3);
  planned.targets = [...planned.targets, ...planned.corrections.flatMap((c) => wordTargets(c))];
  planned.ranking = [...planned.ranking, ...planned.corrections.flatMap((c) => rankingTargets(c))];
  planned.nearest = near
    .filter((n) =>
      n.edits <= allowedEdits(planned.word)
        ? n.products >= PROPOSED_MIN_PRODUCTS
        : n.edits <= suggestionEdits(planned.word) && n.products >= found.common,
    )
    .sort((a, b) => a.edits - b.edits)[0]?.word;
}

/** The plan with no word read as another: "Search instead for …" (query asTyped). */
export function asTypedPlan(plan: SearchPlan): SearchPlan {
  return {
    words: plan.words.map(({ word, nearest }) => ({
      word,
      corrections: [],
      targets: [...wordTargets(word)],
      ranking: [...rankingTargets(word)],
      // Still offered when the words as typed find nothing.
      nearest,
    })),
  };
}

/** The plan a listing searches with: as typed when it asks so, else with its corrections. */
export function planOfQuery(query: { asTyped?: boolean | undefined }, plan: SearchPlan): SearchPlan {
  return query.asTyped === true ? asTypedPlan(plan) : plan;
}

/**
 * "Did you mean …" for a search that found nothing: the words a catalog word is close to replaced
 * by it, or nothing when no word was replaced (or a correction was already tried).
 */
export function didYouMean(plan: SearchPlan): string | undefined {
  let changed = false;
  const words = plan.words.map((w) => {
    if (w.corrections.length > 0 || w.nearest === undefined || w.nearest === w.word) return w.word;
    changed = true;
    return w.nearest;
  });
  return changed ? words.join(' ') : undefined;
}

/**
 * The search as it was read, when a word no catalog word starts with was read as a near one
 * ("samsng" as "samsung"): the page says so and offers the typed words. Undefined when no word was.
 */
export function correctedQuery(plan: SearchPlan): string | undefined {
  if (!plan.words.some((w) => w.corrections.length > 0)) return undefined;
  return plan.words.map((w) => w.corrections[0] ?? w.word).join(' ');
}

import { LIMITS } from './limits.js';
import { type ProductType, SPEC_FIELDS } from './taxonomy.js';

export interface CompareToggle<T> {
  list: T[];
  /** True when the item was not added because the list already holds the maximum. */
  refused: boolean;
}

/**
 * Compare list rule (SPEC §4): choosing a listed product removes it; a new one is appended while
 * fewer than 4 are listed; a fifth is refused and the list is left as it was.
 */
export function toggleCompare<T extends { _id: string }>(list: readonly T[], item: T): CompareToggle<T>;
export function toggleCompare<T>(list: readonly T[], item: T, key: (x: T) => unknown): CompareToggle<T>;
export function toggleCompare<T>(
  list: readonly T[],
  item: T,
  key: (x: T) => unknown = (x) => (x as { _id: unknown })._id,
): CompareToggle<T> {
  const id = key(item);
  if (list.some((x) => key(x) === id)) return { list: list.filter((x) => key(x) !== id), refused: false };
  if (list.length >= LIMITS.compareMax) return { list: [...list], refused: true };
  return { list: [...list, item], refused: false };
}

export type SpecField = (typeof SPEC_FIELDS)[ProductType][number];

/**
 * The specification rows a comparison shows: every field of the compared products' types, each
 * once, in the order of the first type that has it (two phones: screen, RAM, storage, ...; a phone
 * and a laptop: the phone's fields, then the laptop's own).
 */
export function comparedSpecFields(types: readonly ProductType[]): SpecField[] {
  const fields = new Set<SpecField>();
  for (const type of types) for (const field of SPEC_FIELDS[type] ?? []) fields.add(field);
  return [...fields];
}

/**
 * Whether one row of a comparison differs between the products: values are compared as a shopper
 * reads them (spaces and letter case aside), and a value one product lacks is a difference. One
 * product alone differs from nothing.
 */
export function valuesDiffer(values: readonly (string | null | undefined)[]): boolean {
  if (values.length < 2) return false;
  const read = (value: string | null | undefined) => (value ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  const first = read(values[0]);
  return values.some((value) => read(value) !== first);
}

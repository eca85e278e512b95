import { LIMITS } from './limits.js';

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

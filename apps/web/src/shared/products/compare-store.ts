import { toggleCompare } from '@kahraba/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { toast } from '../ui/toast';
import { type CardProduct, toCardProduct } from './card-product';
import { readStoredProduct } from './stored-product';

/** Where the compare list lives: per tab, and it survives moving between pages and reloads. */
export const COMPARE_STORAGE_KEY = 'compare';

export interface CompareStore {
  getSnapshot(): readonly CardProduct[];
  subscribe(listener: () => void): () => void;
  /** Adds the product, or removes it when listed; `refused` when the list is already full. */
  toggle(product: CardProduct): { refused: boolean };
  remove(id: string): void;
  clear(): void;
}

const EMPTY: readonly CardProduct[] = [];

function readStorage(storage: Storage | undefined): readonly CardProduct[] {
  try {
    const raw = storage?.getItem(COMPARE_STORAGE_KEY);
    if (!raw) return EMPTY;
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return EMPTY;
    // Keep what still reads as a product (stored by an older version, or edited by hand).
    return parsed.flatMap((item) => {
      const product = readStoredProduct(item);
      return product ? [product] : [];
    });
  } catch {
    return EMPTY;
  }
}

function defaultStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings): the list then lives only in memory.
    return undefined;
  }
}

export function createCompareStore(storage: Storage | undefined = defaultStorage()): CompareStore {
  let items: readonly CardProduct[] | null = null;
  const listeners = new Set<() => void>();

  function current(): readonly CardProduct[] {
    items ??= readStorage(storage);
    return items;
  }

  function publish(next: readonly CardProduct[]): void {
    items = next.length === 0 ? EMPTY : next;
    try {
      if (items.length === 0) storage?.removeItem(COMPARE_STORAGE_KEY);
      else storage?.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
    } catch {
      // Full or blocked storage: the list still works for this page view.
    }
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(product) {
      // Kept as a card: the compare window draws nothing else, and the list lives in the tab's storage.
      const { list, refused } = toggleCompare(current(), toCardProduct(product));
      if (!refused) publish(list);
      return { refused };
    },
    remove(id) {
      const list = current();
      if (list.some((p) => p._id === id)) publish(list.filter((p) => p._id !== id));
    },
    clear() {
      if (current().length > 0) publish(EMPTY);
    },
  };
}

/** The one compare list, shared by every page. */
export const compareStore = createCompareStore();

export interface Compare {
  items: readonly CardProduct[];
  has(id: string): boolean;
  /** Adds or removes the product; a fifth is refused with a toast (SPEC §4, §8). */
  toggle(product: CardProduct): void;
  remove(id: string): void;
  clear(): void;
}

export function useCompare(store: CompareStore = compareStore): Compare {
  const { t } = useTranslation('catalog');
  const items = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const has = useCallback((id: string) => items.some((p) => p._id === id), [items]);
  const toggle = useCallback(
    (product: CardProduct) => {
      if (store.toggle(product).refused) toast.error(t('compare.limit'), { id: 'compare-limit' });
    },
    [store, t],
  );
  return { items, has, toggle, remove: store.remove, clear: store.clear };
}

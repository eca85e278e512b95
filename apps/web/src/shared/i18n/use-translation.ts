// The app's components read their texts with this hook rather than react-i18next's. It is that
// hook as the app uses it (a namespace, a `t` for it, the instance, suspending until the namespace
// has loaded), minus the work react-i18next does for every component it is mounted in: an options
// object, a JSON key of the namespaces, a listener on the instance, a `t` of its own and a copy of
// the whole i18next instance. Here every component reading one namespace in one language shares one
// `t`, made once, and a text asked for without options is looked up once. Taking over a page the
// server drew spent a fifth of its time in those per-component steps and in i18next's lookups
// (bench/RESULTS.md).
import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';
import { i18n as appI18n } from './i18n';
import type { Namespace } from './resources';

/** One i18next instance's shared texts: a `t` per language and namespace, remade when they change. */
class SharedTexts {
  private readonly listeners = new Set<() => void>();
  private readonly byLanguageAndNamespace = new Map<string, TFunction<Namespace>>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(private readonly instance: I18n) {}

  // A new language makes every `t` anew, texts added to a namespace that namespace's; the
  // components whose `t` is new draw again. A page's namespace arriving as the shopper moves to it
  // (no `t` made for it yet) wakes no one.
  private readonly onLanguageChanged = () => this.renew(() => true);
  private readonly onTextsAdded = (language: string, namespace: string) =>
    this.renew((key) => key === `${language}|${namespace}`);

  private renew(stale: (key: string) => boolean): void {
    const keys = [...this.byLanguageAndNamespace.keys()].filter(stale);
    if (keys.length === 0) return;
    for (const key of keys) this.byLanguageAndNamespace.delete(key);
    for (const listener of this.listeners) listener();
  }

  /**
   * Listens to the instance only while a component listens here. A page drawn on the server never
   * subscribes, so its instance (a clone sharing the app's texts) leaves no listener behind.
   */
  subscribe = (listener: () => void): (() => void) => {
    if (this.listeners.size === 0) {
      this.instance.on('languageChanged', this.onLanguageChanged);
      this.instance.store.on('added', this.onTextsAdded);
    }
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.instance.off('languageChanged', this.onLanguageChanged);
      this.instance.store.off('added', this.onTextsAdded);
    };
  };

  isReady(namespace: Namespace): boolean {
    const { instance } = this;
    return (
      (instance.isInitialized || instance.initializedStoreOnce) && instance.hasLoadedNamespace(namespace)
    );
  }

  /** Settles once the namespace has loaded in the current language; one promise per load. */
  load(namespace: Namespace): Promise<void> {
    const key = `${this.instance.language}|${namespace}`;
    let loading = this.loading.get(key);
    if (!loading) {
      loading = this.instance.loadNamespaces(namespace).finally(() => this.loading.delete(key));
      this.loading.set(key, loading);
    }
    return loading;
  }

  textsFor(namespace: Namespace): TFunction<Namespace> {
    const language = this.instance.language;
    const key = `${language}|${namespace}`;
    let t = this.byLanguageAndNamespace.get(key);
    if (!t) {
      t = rememberPlainTexts(this.instance.getFixedT(language, namespace));
      this.byLanguageAndNamespace.set(key, t);
    }
    return t;
  }
}

/** A `t` that looks a key asked for without options up once (its answer cannot change meanwhile). */
function rememberPlainTexts(t: TFunction<Namespace>): TFunction<Namespace> {
  const lookUp = t as unknown as (...args: unknown[]) => string;
  const plain = new Map<string, string>();
  const remembering = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return lookUp(key, ...rest);
    let text = plain.get(key);
    if (text === undefined) {
      text = lookUp(key);
      plain.set(key, text);
    }
    return text;
  };
  // i18next marks its `t` with the language and namespace it is fixed to, which <Trans> reads.
  return Object.assign(remembering, t) as unknown as TFunction<Namespace>;
}

const shared = new WeakMap<I18n, SharedTexts>();
function sharedTextsOf(instance: I18n): SharedTexts {
  let texts = shared.get(instance);
  if (!texts) {
    texts = new SharedTexts(instance);
    shared.set(instance, texts);
  }
  return texts;
}

export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: I18n;
}

/**
 * The texts of one namespace (`translation`, the shell's, by default) in the current language.
 * Suspends until they have loaded: the routes load their page's namespaces beside its code, so
 * this is the safety net.
 */
export function useTranslation<N extends Namespace = 'translation'>(
  namespace: N = 'translation' as N,
): Translation<N> {
  const instance = useContext(I18nContext)?.i18n ?? appI18n;
  const texts = sharedTextsOf(instance);
  const t = useSyncExternalStore(
    texts.subscribe,
    () => texts.textsFor(namespace),
    () => texts.textsFor(namespace),
  );
  if (!texts.isReady(namespace)) throw texts.load(namespace);
  return { t: t as unknown as TFunction<N>, i18n: instance };
}

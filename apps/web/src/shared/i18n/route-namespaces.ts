import type { Namespace } from './resources';

/** What a route module declares about its texts: `export const handle = { i18n: ['search'] }`. */
export interface TranslationHandle {
  i18n?: readonly Namespace[];
}

declare global {
  interface Window {
    /** The route modules of the page, loaded by React Router before the app's entry runs. */
    __reactRouterRouteModules?: Record<string, { handle?: unknown } | undefined>;
  }
}

/** The namespaces the routes on screen read, beyond the shell's. */
export function routeNamespaces(
  modules: Window['__reactRouterRouteModules'] = globalThis.window?.__reactRouterRouteModules,
): Namespace[] {
  const namespaces = new Set<Namespace>();
  for (const module of Object.values(modules ?? {})) {
    const handle = module?.handle as TranslationHandle | undefined;
    for (const namespace of handle?.i18n ?? []) namespaces.add(namespace);
  }
  return [...namespaces];
}

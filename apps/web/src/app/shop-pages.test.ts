import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { routes } from './router';
import { shopPages } from './shop-pages';

/** Every route of the tree with the pattern it answers, as an absolute path. */
function flatten(tree: RouteObject[], parent = ''): Array<{ path: string; route: RouteObject }> {
  return tree.flatMap((route) => {
    const path = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/^\/\//, '/')
        : parent;
    return [...(route.index || route.path ? [{ path, route }] : []), ...flatten(route.children ?? [], path)];
  });
}

describe('shopPages', () => {
  const table = flatten(routes);

  it.each(Object.entries(shopPages))('%s names the module and texts the router loads', async (_, page) => {
    const entry = table.find(({ path }) => path === page.pattern);
    expect(entry, `a route for ${page.pattern}`).toBeDefined();
    const lazy = entry?.route.lazy as () => Promise<{ Component?: unknown }>;
    const loadNamespaces = vi.spyOn(i18n, 'loadNamespaces');

    const loaded = await lazy();
    const module: Record<string, unknown> = await import(/* @vite-ignore */ `../../${page.module}`);

    expect(Object.values(module)).toContain(loaded.Component);
    expect(loadNamespaces).toHaveBeenCalledWith([...page.namespaces]);
    loadNamespaces.mockRestore();
  });
});

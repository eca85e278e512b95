import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a component that the server must draw in place.
 *
 * In the browser the component's code loads when it is first drawn, so it stays off the first load
 * of every page that does not draw it. The server loads it as soon as this module is read, and from
 * then on hands React the loaded module as an already settled thenable: React.lazy draws it in the
 * same pass. A promise would suspend it, and the server would send the fallback, then the component
 * out of place for a script to move in: a visitor whose scripts do not run would see only the
 * fallback.
 */
export function lazyInPlace<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  // A failed load is left to React.lazy, which tries again when the component is drawn.
  if (typeof window === 'undefined') loading().catch(() => undefined);
  return lazy(() => {
    if (!loaded) return loading();
    const module = { default: loaded };
    // React.lazy calls `then` at once: called back in place, the component draws without suspending.
    const settled = {
      // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes.
      then(resolve: (value: typeof module) => unknown) {
        resolve(module);
      },
    };
    return settled as unknown as Promise<typeof module>;
  });
}

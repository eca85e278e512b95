import { type ComponentType, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyInPlace } from './lazy-in-place';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const page = (Component: ComponentType<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Mona" />
    </Suspense>,
  );

/** Made as the server makes it: there, no window. */
function onServer<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  vi.stubGlobal('window', undefined);
  try {
    return lazyInPlace(load);
  } finally {
    vi.unstubAllGlobals();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('lazyInPlace on the server', () => {
  it('draws the loaded component in place, where React.lazy would send the fallback', async () => {
    const InPlace = onServer(async () => Greeting);
    const Lazy = lazy(async () => ({ default: Greeting }));
    await new Promise((resolve) => setTimeout(resolve, 0)); // the server's load has settled

    expect(page(InPlace)).toContain('Hello <!-- -->Mona');
    expect(page(InPlace)).not.toContain('Loading');
    // The plain React.lazy suspends on its first draw, however long its module has been loaded.
    expect(page(Lazy)).toContain('Loading');
  });

  it('leaves a failed load to be tried again when drawn', async () => {
    let attempts = 0;
    const InPlace = onServer(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Greeting;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(attempts).toBe(1);
    expect(page(InPlace)).toContain('Loading');
    expect(attempts).toBe(2);
  });
});

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const MODULE_URL = pathToFileURL(path.join(import.meta.dirname, 'react-build-mode.ts')).href;

/** In a fresh process: what NODE_ENV became, what the module kept, and which React build loaded. */
function startWith(nodeEnv: string | undefined) {
  const script = `
    import { createRequire } from 'node:module';
    const { startedWithNodeEnv } = await import(${JSON.stringify(MODULE_URL)});
    await import('react-router');
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    console.log(JSON.stringify({
      startedWithNodeEnv: startedWithNodeEnv ?? null,
      nodeEnv: process.env.NODE_ENV ?? null,
      react: loaded.some((file) => file.endsWith('react.production.js')) ? 'production' : 'development',
    }));`;
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: import.meta.dirname,
    env,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as {
    startedWithNodeEnv: string | null;
    nodeEnv: string | null;
    react: string;
  };
}

describe('the React build the server renders with', () => {
  it('is the production one when NODE_ENV is unset, as under `npm start`, and remembers it was unset', () => {
    expect(startWith(undefined)).toEqual({
      startedWithNodeEnv: null,
      nodeEnv: 'production',
      react: 'production',
    });
  });

  it('follows an explicit NODE_ENV', () => {
    expect(startWith('development')).toEqual({
      startedWithNodeEnv: 'development',
      nodeEnv: 'development',
      react: 'development',
    });
    expect(startWith('production').react).toBe('production');
  });
});

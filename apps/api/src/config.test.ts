import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(tmpdir(), 'kahraba-config-'));

describe('loadConfig', () => {
  it('defaults to port 3000 and a data folder under the directory npm was run from', () => {
    const dir = tmp();
    const config = loadConfig({ INIT_CWD: dir });
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.join(dir, 'data'));
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses a port that is not a number with a one-line explanation', () => {
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmp() })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc', DATA_DIR: tmp() })).toThrow(
      /^Invalid configuration: PORT .*"abc"/,
    );
  });

  it('refuses a database URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: tmp() })).toThrow(/DATABASE_URL/);
  });

  it('leaves the JWT secret to the database when JWT_SECRET is unset, and refuses a short one', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).jwtSecret).toBeUndefined();
    const secret = 'x'.repeat(32);
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('reads PUBLIC_URL without its trailing slash, and refuses one that is not http(s)', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://shop.kahraba.eg/' }).publicUrl).toBe(
      'https://shop.kahraba.eg',
    );
    expect(loadConfig({ DATA_DIR: tmp() }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'ftp://x.eg' })).toThrow(/PUBLIC_URL/);
  });

  it('splits CORS_ORIGINS into a list', () => {
    const config = loadConfig({ DATA_DIR: tmp(), CORS_ORIGINS: 'https://a.eg, https://b.eg' });
    expect(config.corsOrigins).toEqual(['https://a.eg', 'https://b.eg']);
  });
});

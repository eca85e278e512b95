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

  it('seeds the demo accounts and catalog unless NODE_ENV says production', () => {
    expect(loadConfig({ DATA_DIR: tmp() })).toMatchObject({ seedProducts: 300, seedDemoAccounts: true });
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'development' })).toMatchObject({
      seedProducts: 300,
      seedDemoAccounts: true,
    });
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'production' })).toMatchObject({
      seedProducts: 0,
      seedDemoAccounts: false,
    });
  });

  it('seeds in production what SEED_PRODUCTS and SEED_DEMO_ACCOUNTS say', () => {
    const env = { DATA_DIR: tmp(), NODE_ENV: 'production' };
    expect(loadConfig({ ...env, SEED_PRODUCTS: '40', SEED_DEMO_ACCOUNTS: '1' })).toMatchObject({
      seedProducts: 40,
      seedDemoAccounts: true,
    });
    expect(loadConfig({ DATA_DIR: tmp(), SEED_PRODUCTS: '0', SEED_DEMO_ACCOUNTS: 'false' })).toMatchObject({
      seedProducts: 0,
      seedDemoAccounts: false,
    });
    expect(() => loadConfig({ ...env, SEED_DEMO_ACCOUNTS: 'yes' })).toThrow(
      /^Invalid configuration: SEED_DEMO_ACCOUNTS must be 1 or 0 \(got "yes"\)$/,
    );
  });

  it('keeps uploaded images in the database unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).s3).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        S3_BUCKET: 'kahraba-images',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      bucket: 'kahraba-images',
      prefix: 'uploads/',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      'Invalid configuration: S3_ENDPOINT is set but S3_BUCKET is not',
    );
    expect(() => loadConfig({ DATA_DIR: tmp(), S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/,
    );
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

  it('writes mail to the outbox folder unless SMTP_URL is set, and wants a sender with it', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).mail).toEqual({
      smtpUrl: undefined,
      from: 'Kahraba <no-reply@kahraba.invalid>',
    });
    const smtp = { DATA_DIR: tmp(), SMTP_URL: 'smtp://user:pass@mail.example.eg:587' };
    expect(() => loadConfig(smtp)).toThrow('SMTP_URL is set but MAIL_FROM is not');
    expect(loadConfig({ ...smtp, MAIL_FROM: 'Kahraba <orders@kahraba.eg>' }).mail).toEqual({
      smtpUrl: 'smtp://user:pass@mail.example.eg:587',
      from: 'Kahraba <orders@kahraba.eg>',
    });
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'mail.example.eg' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });

  it('splits CORS_ORIGINS into a list', () => {
    const config = loadConfig({ DATA_DIR: tmp(), CORS_ORIGINS: 'https://a.eg, https://b.eg' });
    expect(config.corsOrigins).toEqual(['https://a.eg', 'https://b.eg']);
  });
});

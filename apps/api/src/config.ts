import path from 'node:path';
import { z } from 'zod';
import type { AuthRateLimits } from './modules/auth/rate-limits.js';
import type { S3Settings } from './modules/media/image-store.js';
import { isWebBuild } from './web-app/web-build.js';

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a whole number between 1 and 65535' })
    .int('must be a whole number between 1 and 65535')
    .min(1, 'must be a whole number between 1 and 65535')
    .max(65535, 'must be a whole number between 1 and 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// URL')
      .optional(),
  ),
  CORS_ORIGINS: optionalText,
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  // Unset: 300 demo products in development, none in production (loadConfig).
  SEED_PRODUCTS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(200_000, 'must be at most 200000')
    .optional(),
  // Unset: the demo accounts are created in development, never in production (loadConfig).
  SEED_DEMO_ACCOUNTS: optionalText.pipe(
    z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  ),
  // How many proxies in front of the server may set X-Forwarded-For. 0 (the default) trusts none,
  // so a client cannot dodge per-address rate limits by forging the header.
  TRUST_PROXY_HOPS: z.coerce
    .number({ error: 'must be a whole number of proxies (0 for none)' })
    .int('must be a whole number of proxies (0 for none)')
    .min(0, 'must be a whole number of proxies (0 for none)')
    .max(10, 'must be at most 10')
    .default(0),
  // How long a shared cache (nginx, a CDN) may serve a guest's catalog page before asking again:
  // also how long a change made in the console may take to reach such a page.
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds' })
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(86_400, 'must be at most 86400 (a day)')
    .default(60),
  // Uploaded images go to S3-compatible storage when S3_BUCKET is set, else into the database.
  S3_BUCKET: optionalText,
  S3_PREFIX: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  S3_FORCE_PATH_STYLE: optionalText.pipe(
    z
      .enum(['0', '1', 'true', 'false'], { error: 'must be 1 or 0' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  // Mail goes over SMTP when SMTP_URL is set (smtp:// or smtps://, with user and password in it);
  // otherwise each message is written as an .eml file under DATA_DIR/outbox.
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('production'),
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Signs session tokens; unset, the secret kept in the database is used (auth/signing-secret.ts). */
  jwtSecret: string | undefined;
  redisUrl: string | undefined;
  corsOrigins: string[];
  /** The address clients reach the server at; makes image URLs in API answers absolute. */
  publicUrl?: string | undefined;
  /** Demo products put into a store whose catalog is empty. */
  seedProducts: number;
  /** Whether the demo accounts (README) are created in a store that has none. */
  seedDemoAccounts?: boolean;
  trustProxyHops: number;
  /** Where uploaded images go when not into the database (S3_* settings). */
  s3?: S3Settings | undefined;
  /** s-maxage of a guest's catalog pages; 0 keeps them out of shared caches. */
  pageCacheSeconds: number;
  /** How messages to shoppers leave (modules/mail): SMTP, or .eml files in DATA_DIR/outbox. */
  mail?: MailSettings | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Folder of the web app's build (client/ and server/), served when it has been built. */
  webBuild: string | undefined;
  /** Serve the web app from its sources through Vite, with hot reload (`npm run dev`). */
  webDev?: boolean;
  /** Overrides of the login and sign-up rate limits; tests shorten them. Defaults in modules/auth. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Prefix of the rate-limit keys in Redis; tests give each run its own. */
  rateLimitNamespace?: string;
}

export interface MailSettings {
  /** Unset: messages are written to `${dataDir}/outbox/` as .eml files instead of sent. */
  smtpUrl: string | undefined;
  /** The From of every message, e.g. `Kahraba <orders@kahraba.eg>`. */
  from: string;
}

/** The From of the .eml files written when no mail server is configured. */
export const DEFAULT_MAIL_FROM = 'Kahraba <no-reply@kahraba.invalid>';

/** Products in the demo catalog a development store starts with. */
const DEMO_CATALOG_SIZE = 300;

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value becomes one readable line, not a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const got = env[key];
      return `${key} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  const e = parsed.data;
  // npm runs workspace scripts inside the workspace; relative paths mean the folder the user ran npm from.
  const base = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(base, e.DATA_DIR);
  // Only an explicit NODE_ENV=production counts: `npm start` on a laptop leaves it unset and gets the
  // demo store, while a deployment never gets accounts whose passwords the README prints.
  const production = env.NODE_ENV === 'production';
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    redisUrl: e.REDIS_URL,
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicUrl: e.PUBLIC_URL,
    seedProducts: e.SEED_PRODUCTS ?? (production ? 0 : DEMO_CATALOG_SIZE),
    seedDemoAccounts: e.SEED_DEMO_ACCOUNTS ?? !production,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    s3: s3Settings(e),
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    mail: mailSettings(e),
    logLevel: e.LOG_LEVEL,
    webBuild: defaultWebBuild(),
    webDev: e.NODE_ENV === 'development',
  };
}

function mailSettings(e: z.infer<typeof envSchema>): MailSettings {
  // A real mail server needs a real sender: recipients' servers refuse mail from nowhere.
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('Invalid configuration: SMTP_URL is set but MAIL_FROM is not');
  }
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? DEFAULT_MAIL_FROM };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  const others = Object.entries(e).filter(([key, value]) => key.startsWith('S3_') && value !== undefined);
  if (!e.S3_BUCKET) {
    if (others.length > 0) {
      throw new ConfigError(`Invalid configuration: ${others[0]![0]} is set but S3_BUCKET is not`);
    }
    return undefined;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    prefix: e.S3_PREFIX ?? 'uploads/',
    region: e.S3_REGION ?? 'us-east-1',
    endpoint: e.S3_ENDPOINT,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}

function defaultWebBuild(): string | undefined {
  const dist = path.resolve(import.meta.dirname, '../../web/dist');
  return isWebBuild(dist) ? dist : undefined;
}

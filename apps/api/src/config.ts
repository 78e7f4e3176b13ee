import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseFollowUpEntry, parseFollowUpSchedule, type FollowUpEntry } from '@clearwell/shared';
import { z } from 'zod';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './lib/common-passwords.js';

/**
 * The environment, parsed once. This is the only module that reads process.env;
 * everything else receives a Config.
 */
const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const port = z.coerce.number().int().min(0).max(65535);

const EnvSchema = z
  .object({
    NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
    PORT: z.preprocess(emptyToUndefined, port.default(3000)),
    HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => v === 'memory://' || /^postgres(ql)?:\/\//.test(v), 'must be memory:// or a postgres:// URL')
        .optional(),
    ),
    PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('no-reply@localhost')),
    JWT_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
    ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
    // A common one would be the first guess against the back-office: the server does not start.
    ADMIN_PASSWORD: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .min(8)
        .max(128)
        .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE)
        .optional(),
    ),
    AUTH_RATE_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(10)),
    PROBLEM_RATE_LIMIT: z.preprocess(
      emptyToUndefined,
      z
        .union([z.literal('off'), z.coerce.number().int().min(1)], 'must be a whole number of at least 1, or off')
        .default(30),
    ),
    APP_NAME: z.preprocess(emptyToUndefined, z.string().default('Clearwell')),
    SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.string().default('support@clearwell.example')),
    SUPPORT_PHONE: z.preprocess(emptyToUndefined, z.string().default('+1 (555) 010-0199')),
    FACEBOOK_APP_ID: optionalString,
    FACEBOOK_APP_SECRET: optionalString,
    FACEBOOK_GRAPH_URL: z.preprocess(emptyToUndefined, z.url().default('https://graph.facebook.com')),
    TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().optional()),
    STORAGE_DRIVER: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
    S3_BUCKET: optionalString,
    S3_REGION: z.preprocess(emptyToUndefined, z.string().default('us-east-1')),
    S3_ENDPOINT: z.preprocess(
      emptyToUndefined,
      z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
    ),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z.preprocess(
      emptyToUndefined,
      z
        .enum(['true', 'false', '1', '0'], 'must be true or false')
        .default('false')
        .transform((v) => v === 'true' || v === '1'),
    ),
    FOLLOW_UP_SCHEDULE: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('1d,7d,30d')
        .transform((v, ctx) => {
          const parsed = parseFollowUpSchedule(v);
          if ('error' in parsed) {
            ctx.addIssue({ code: 'custom', message: parsed.error });
            return z.NEVER;
          }
          return parsed.entries;
        }),
    ),
    MEASURE_INTERVAL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('14d')
        .transform((v, ctx) => {
          if (v.trim().toLowerCase() === 'off') return null;
          const entry = parseFollowUpEntry(v);
          if (entry) return entry.seconds;
          ctx.addIssue({
            code: 'custom',
            message: `"${v}" is not a whole number from 1 followed by s, m, h or d (e.g. 14d), nor "off"`,
          });
          return z.NEVER;
        }),
    ),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // Without it mails only go to files in DATA_DIR/outbox, where no one receives them.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
    }
    // A bucket without the driver would silently keep files on each instance's own disk.
    if (env.STORAGE_DRIVER === 'local' && env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['STORAGE_DRIVER'], message: 'must be s3 when S3_BUCKET is set' });
    }
    // Without the secret, Graph calls carry no appsecret_proof and a token's app cannot be checked.
    if (env.FACEBOOK_APP_ID && !env.FACEBOOK_APP_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['FACEBOOK_APP_SECRET'],
        message: 'is required when FACEBOOK_APP_ID is set',
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export interface S3Settings {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); unset: AWS. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's default credential chain (instance or task role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

/** Uploads live on this instance's disk, or in a bucket every instance shares. */
export type StorageConfig = { driver: 'local'; root: string } | { driver: 's3'; s3: S3Settings };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  jwtSecret: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  authRateLimit: number;
  /** Sessions one patient may store in an hour (past it, POST /api/problem answers 429); null: no limit. */
  problemRateLimit: number | null;
  appName: string;
  supportEmail: string;
  supportPhone: string;
  facebook: { appId: string | undefined; appSecret: string | undefined; graphUrl: string };
  /** `true`, or a list of addresses/CIDRs; unset: the socket address is the client. */
  trustProxy: boolean | string | string[] | undefined;
  logLevel: string;
  storage: StorageConfig;
  /** Where the built web app lives; absent in API-only test runs. */
  webDistDir: string | undefined;
  limits: {
    avatarBytes: number;
    stepImageBytes: number;
    stepMediaBytes: number;
    videoPackageBytes: number;
    videoPackageUncompressedBytes: number;
    videoPackageEntries: number;
  };
  /** When check-ins fall due after a stored problem (`FOLLOW_UP_SCHEDULE`), soonest first; empty: none. */
  followUpSchedule: FollowUpEntry[];
  /** How long after a completed measure it is due again (`MEASURE_INTERVAL`); null: measures are off. */
  measureIntervalSeconds: number | null;
  /** How often each process looks for due check-ins to mail. */
  checkInMailPollMs: number;
  /** How long a client may take to send a request (app.ts explains the values). */
  timeouts: { headersMs: number; requestMs: number; idleMs: number; keepAliveMs: number };
}

export class ConfigError extends Error {}

function parseTrustProxy(v: string | undefined): Config['trustProxy'] {
  if (v === undefined) return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

function parseStorage(e: z.infer<typeof EnvSchema>, dataDir: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local', root: path.join(dataDir, 'uploads') };
  return {
    driver: 's3',
    s3: {
      bucket: e.S3_BUCKET!,
      region: e.S3_REGION,
      endpoint: e.S3_ENDPOINT,
      credentials:
        e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

/** The signing key: configured, or generated once and kept in DATA_DIR with owner-only access. */
function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0] ?? 'environment')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const config: Config = {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: overrides.jwtSecret ?? resolveJwtSecret(e.JWT_SECRET, dataDir),
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    authRateLimit: e.AUTH_RATE_LIMIT,
    problemRateLimit: e.PROBLEM_RATE_LIMIT === 'off' ? null : e.PROBLEM_RATE_LIMIT,
    appName: e.APP_NAME,
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    facebook: { appId: e.FACEBOOK_APP_ID, appSecret: e.FACEBOOK_APP_SECRET, graphUrl: e.FACEBOOK_GRAPH_URL },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    storage: parseStorage(e, dataDir),
    webDistDir: undefined,
    limits: {
      avatarBytes: 2 * 1024 * 1024,
      stepImageBytes: 10 * 1024 * 1024,
      stepMediaBytes: 200 * 1024 * 1024,
      videoPackageBytes: 2 * 1024 * 1024 * 1024,
      videoPackageUncompressedBytes: 4 * 1024 * 1024 * 1024,
      videoPackageEntries: 500,
    },
    followUpSchedule: e.FOLLOW_UP_SCHEDULE,
    measureIntervalSeconds: e.MEASURE_INTERVAL,
    checkInMailPollMs: 2_000,
    timeouts: { headersMs: 30_000, requestMs: 2 * 60 * 60_000, idleMs: 60_000, keepAliveMs: 72_000 },
  };
  return { ...config, ...overrides };
}

import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@clearwell/shared/constants';
import { ConfigError, loadConfig } from './config.js';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'clearwell-config-'));

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const dir = tmp();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mailFrom).toBe('no-reply@localhost');
    expect(config.authRateLimit).toBe(10);
    expect(config.problemRateLimit).toBe(30);
    expect(loadConfig({ DATA_DIR: dir, PROBLEM_RATE_LIMIT: 'off' }).problemRateLimit).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, PROBLEM_RATE_LIMIT: '5' }).problemRateLimit).toBe(5);
    expect(config.appName).toBe('Clearwell');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.facebook.graphUrl).toBe('https://graph.facebook.com');
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://care.example.org/' }).publicUrl).toBe(
      'https://care.example.org',
    );
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
    ['PROBLEM_RATE_LIMIT', { PROBLEM_RATE_LIMIT: 'many' }],
    ['PROBLEM_RATE_LIMIT', { PROBLEM_RATE_LIMIT: '0' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'long-enough-pass' }],
    ['JWT_SECRET', { NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' }],
    ['SMTP_URL', { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@example.org' }],
    ['STORAGE_DRIVER', { STORAGE_DRIVER: 'gcs' }],
    ['S3_BUCKET', { STORAGE_DRIVER: 's3' }],
    ['STORAGE_DRIVER', { S3_BUCKET: 'clearwell-media' }],
    ['S3_ENDPOINT', { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }],
    ['S3_FORCE_PATH_STYLE', { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' }],
    ['S3_SECRET_ACCESS_KEY', { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'AKIA' }],
    ['FACEBOOK_APP_SECRET', { FACEBOOK_APP_ID: '1234567890' }],
  ])('stops with a message naming %s when it is wrong', (variable, env) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${variable}:`));
  });

  it.each(['admin123', 'Password1', 'LETMEIN123'])(
    'stops at a commonly used ADMIN_PASSWORD (%s), naming the variable and saying why',
    (password) => {
      const load = () => loadConfig({ DATA_DIR: tmp(), ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: password });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(`ADMIN_PASSWORD: ${COMMON_PASSWORD_MESSAGE}`);
      expect(load).not.toThrow(password);
    },
  );

  it('takes an uncommon ADMIN_PASSWORD', () => {
    const env = { DATA_DIR: tmp(), ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'quiet-harbour-admin-7' };
    expect(loadConfig(env).adminPassword).toBe('quiet-harbour-admin-7');
  });

  it('generates a signing key once, keeps it private in DATA_DIR and reuses it', () => {
    const dir = tmp();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('starts in production with a signing key and SMTP, and outside production without SMTP', () => {
    expect(
      loadConfig({
        DATA_DIR: tmp(),
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtps://u:p@mail:465',
      }).smtpUrl,
    ).toBe('smtps://u:p@mail:465');
    expect(loadConfig({ DATA_DIR: tmp(), NODE_ENV: 'development' }).smtpUrl).toBeUndefined();
  });

  it('prefers a configured JWT_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('accepts memory:// and postgres URLs', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h:5432/d' }).databaseUrl).toBe(
      'postgres://u@h:5432/d',
    );
  });

  it('keeps uploads in DATA_DIR/uploads unless STORAGE_DRIVER=s3', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).storage).toEqual({ driver: 'local', root: path.join(dir, 'uploads') });
  });

  it('reads the S3 settings, with us-east-1, virtual-host addressing and the SDK credential chain by default', () => {
    expect(loadConfig({ DATA_DIR: tmp(), STORAGE_DRIVER: 's3', S3_BUCKET: 'clearwell-media' }).storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'clearwell-media',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
        forcePathStyle: false,
      },
    });
    const custom = loadConfig({
      DATA_DIR: tmp(),
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_ACCESS_KEY_ID: 'key-id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(custom.storage).toEqual({
      driver: 's3',
      s3: {
        bucket: 'media',
        region: 'auto',
        endpoint: 'https://minio.internal:9000',
        credentials: { accessKeyId: 'key-id', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    });
  });
});

describe('MEASURE_INTERVAL', () => {
  const interval = (value?: string) =>
    loadConfig({
      DATA_DIR: tmp(),
      JWT_SECRET: 'x'.repeat(32),
      ...(value === undefined ? {} : { MEASURE_INTERVAL: value }),
    }).measureIntervalSeconds;

  it('defaults to 14 days, reads one entry of the schedule format, and off turns measures off', () => {
    expect(interval()).toBe(14 * 86_400);
    expect(interval('30s')).toBe(30);
    expect(interval('2h')).toBe(7_200);
    expect(interval('OFF')).toBeNull();
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['14', '2w', '0d', '1d,7d', 'never']) {
      expect(() => interval(bad), bad).toThrow(/MEASURE_INTERVAL: /);
    }
  });
});

describe('FOLLOW_UP_SCHEDULE', () => {
  const schedule = (value?: string) =>
    loadConfig({
      DATA_DIR: tmp(),
      JWT_SECRET: 'x'.repeat(32),
      ...(value === undefined ? {} : { FOLLOW_UP_SCHEDULE: value }),
    }).followUpSchedule;

  it('defaults to a day, a week and a month, and reads any whole number of s, m, h or d, soonest first', () => {
    expect(schedule()).toEqual([
      { after: '1d', seconds: 86_400 },
      { after: '7d', seconds: 604_800 },
      { after: '30d', seconds: 2_592_000 },
    ]);
    expect(schedule(' 4s, 2s ')).toEqual([
      { after: '2s', seconds: 2 },
      { after: '4s', seconds: 4 },
    ]);
    expect(schedule('90m,12h').map((e) => e.after)).toEqual(['90m', '12h']);
  });

  it('is off with `off`', () => {
    expect(schedule('off')).toEqual([]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['1w', '1.5d', '0s', 'd', '1d,,7d', '1d,1d', 'never', '-1d']) {
      expect(() => schedule(bad), bad).toThrow(/FOLLOW_UP_SCHEDULE: /);
    }
  });
});

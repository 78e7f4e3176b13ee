import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
    expect(config.appName).toBe('Clearwell');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.facebook.graphUrl).toBe('https://graph.facebook.com');
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash from a given one', () => {
    expect(loadConfig({ DATA_DIR: tmp(), PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ DATA_DIR: tmp(), PUBLIC_URL: 'https://care.example.org/' }).publicUrl).toBe('https://care.example.org');
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'not a url' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
    ['AUTH_RATE_LIMIT', { AUTH_RATE_LIMIT: '0' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'nobody', ADMIN_PASSWORD: 'long-enough-pass' }],
    ['JWT_SECRET', { NODE_ENV: 'production' }],
    ['ADMIN_PASSWORD', { ADMIN_EMAIL: 'admin@example.org' }],
  ])('stops with a message naming %s when it is wrong', (variable, env) => {
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tmp(), ...env })).toThrow(new RegExp(`${variable}:`));
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

  it('prefers a configured JWT_SECRET', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: tmp(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('accepts memory:// and postgres URLs', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'postgres://u@h:5432/d' }).databaseUrl).toBe('postgres://u@h:5432/d');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logger.js';
import { buildTestApp, type TestContext } from '../app.js';
import { uniqueEmail } from '../factories.js';

const lines: string[] = [];
let t: TestContext;
beforeAll(async () => {
  const options = loggerOptions('trace') as Record<string, unknown>;
  t = await buildTestApp({ logger: { ...options, stream: { write: (line: string) => lines.push(line) } } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain a password, token or verification code used in the run', async () => {
    const email = uniqueEmail();
    const password = 'unmistakable-Secret-pass-4242';
    const secrets: string[] = [password];
    await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { first_name: 'Lo', email, password } });
    const link = (await t.mail.waitFor(email)).links[0]!;
    const code = new URL(link).searchParams.get('code')!;
    secrets.push(code);
    await t.app.inject({ method: 'GET', url: `/api/auth/verify-email?code=${code}` });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'wrong-but-also-secret-77' },
    });
    secrets.push('wrong-but-also-secret-77');
    const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } });
    const token = signin.json().data.token as string;
    secrets.push(token, token.split('.')[2]!);
    await t.app.inject({ method: 'GET', url: '/api/agreement', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'GET', url: '/api/agreement', headers: { authorization: `Bearer ${token}` } });

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('signed in');
    for (const secret of secrets) expect(log).not.toContain(secret);
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../scripts/lib/server-process.mjs';
import { FakeS3 } from './fake-s3.js';
import { pngBytes } from './media-fixtures.js';
import { MailSink } from './mail-sink.js';
import { instancesOnOneDatabase, type Instances } from './postgres-instances.js';
import { startRoundRobinProxy } from './round-robin-proxy.js';

/**
 * Two app processes on one PostgreSQL and one S3 bucket behind a load balancer: what one
 * instance knows (sessions, revocations, rate limits, migrations, uploaded files, step changes)
 * the other knows too. Each instance has a data directory of its own, as on separate machines.
 */
describe('scale-out: two instances on one PostgreSQL and one bucket', () => {
  let instances: Instances;
  let dbUrl: string;
  let a: RunningServer;
  let b: RunningServer;
  let proxy: Awaited<ReturnType<typeof startRoundRobinProxy>>;
  let mail: MailSink;
  let bucket: FakeS3;

  beforeAll(async () => {
    mail = await new MailSink().start();
    bucket = await new FakeS3().start();
    instances = await instancesOnOneDatabase('scale', 2, {
      JWT_SECRET: 'scale-out-secret-long-enough-for-signing-tokens',
      SMTP_URL: mail.url,
      AUTH_RATE_LIMIT: '4',
      PUBLIC_URL: 'http://clearwell.test',
      ADMIN_EMAIL: 'scale-admin@example.test',
      ADMIN_PASSWORD: 'lighthouse-keeper-on-duty-7',
      ...bucket.env(),
    });
    dbUrl = instances.databaseUrl;
    [a, b] = instances.servers as [RunningServer, RunningServer];
    proxy = await startRoundRobinProxy([a.url, b.url]);
  }, 90_000);

  afterAll(async () => {
    await proxy?.close();
    await instances?.close();
    await mail?.stop();
    await bucket?.stop();
  });

  /** Each test starts with fresh auth counters: the limit is low so one test can reach it. */
  async function clearRateLimits() {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    await client.query('delete from rate_limits');
    await client.end();
  }

  const post = (base: string, p: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it('ran the migrations once', async () => {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const { rows } = await client.query(
      'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
    );
    await client.end();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  /** A verified patient, signed in through instance A. */
  async function signedInPatient(): Promise<{ authorization: string }> {
    const email = `scale-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`;
    const password = 'two-rivers-meet-5';
    expect((await post(proxy.url, '/api/auth/signup', { first_name: 'Ola', email, password })).status).toBe(201);
    const code = new URL((await mail.waitFor(email)).links[0]!).searchParams.get('code');
    expect((await fetch(`${b.url}/api/auth/verify-email?code=${code}`)).status).toBe(200);
    const signin = await post(a.url, '/api/auth/signin', { email, password });
    const { token } = ((await signin.json()) as { data: { token: string } }).data;
    return { authorization: `Bearer ${token}` };
  }

  it('a session started on one instance is valid on the other, and logout on one revokes it on both', async () => {
    const auth = await signedInPatient();
    expect((await fetch(`${b.url}/api/agreement`, { headers: auth })).status).toBe(200);
    expect((await fetch(`${a.url}/api/agreement`, { headers: auth })).status).toBe(200);

    expect((await post(b.url, '/api/auth/logout', {}, auth)).status).toBe(200);
    expect((await fetch(`${a.url}/api/agreement`, { headers: auth })).status).toBe(401);
    expect((await fetch(`${b.url}/api/agreement`, { headers: auth })).status).toBe(401);
  });

  it('a file uploaded through one instance is served, with byte ranges, by the other', async () => {
    const auth = await signedInPatient();
    const form = new FormData();
    form.set('first_name', 'Ola');
    form.set('last_name', 'Berg');
    form.set('avatar', new Blob([pngBytes()], { type: 'image/png' }), 'me.png');
    const saved = await fetch(`${a.url}/api/auth/profile`, { method: 'PUT', headers: auth, body: form });
    expect(saved.status).toBe(200);
    const avatar = ((await saved.json()) as { data: { avatar: string } }).data.avatar;
    const stored = bucket.objects.get(avatar.replace(/^\/files\//, ''))?.body;
    expect(stored?.subarray(0, 8).equals(pngBytes().subarray(0, 8))).toBe(true);

    const whole = await fetch(`${b.url}${avatar}`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored!)).toBe(true);
    const part = await fetch(`${b.url}${avatar}`, { headers: { range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(stored!.subarray(0, 8))).toBe(true);
  });

  it('rate limits count attempts on both instances together', async () => {
    await clearRateLimits();
    const email = `nobody-${Date.now()}@example.test`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(proxy.url, '/api/auth/signin', { email, password: `guess-${i}-pw` })).status);
    expect(proxy.hits.every((h) => h > 0)).toBe(true);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });

  it('a step an admin changes through one instance is served changed by the other at once', async () => {
    await clearRateLimits();
    const admin = await post(a.url, '/api/admin/auth/signin', {
      email: 'scale-admin@example.test',
      password: 'lighthouse-keeper-on-duty-7',
    });
    const adminAuth = { authorization: `Bearer ${((await admin.json()) as { data: { token: string } }).data.token}` };
    const patientAuth = await signedInPatient();
    const titlesOn = async (base: string) =>
      (
        (await (await fetch(`${base}/api/session-steps`, { headers: patientAuth })).json()) as {
          data: { title: string }[];
        }
      ).data.map((s) => s.title);

    const before = await titlesOn(b.url);
    expect(await titlesOn(b.url)).toEqual(before);
    const created = await post(
      a.url,
      '/api/admin/session-step',
      { title: 'Shared Change', text_content: 'Seen everywhere.', type: ['text'] },
      adminAuth,
    );
    expect(created.status).toBe(201);
    expect(await titlesOn(b.url)).toEqual([...before, 'Shared Change']);
  });
});

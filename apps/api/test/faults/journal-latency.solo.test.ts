import http from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createPatient, type CreatedPatient } from '../factories.js';
import { get, percentile, sampleLatency } from './latency-sampler.js';
import { createServerData, JWT_SECRET, PROCESS_TEST_TIMEOUT, type ServerData } from './server-data.js';
import type { RunningServer } from '../../../../scripts/lib/server-process.mjs';

const MiB = 1024 * 1024;
/** The server's body limit: what one submission can weigh at most. */
const BODY_LIMIT = MiB;
/** Sessions one patient may store in an hour. */
const HOURLY_LIMIT = 30;

/**
 * The largest session the limits let through: as many answers as allowed (twice the steps), each
 * a pair of two texts of the most characters allowed (10,000), made of two- and three-byte
 * characters (2.6 bytes each on average) so that the body comes close to the body limit.
 */
async function largestSession(base: string, token: string): Promise<string> {
  const res = await fetch(`${base}/api/session-steps`, { headers: bearer(token) });
  const steps = ((await res.json()) as { data: { id: string; type: string[] }[] }).data;
  const textSteps = steps.filter((s) => s.type.includes('text'));
  const text = (n: number) => `${n} ${'€€€éé'.repeat(2000)}`.slice(0, 10_000);
  const responses = Array.from({ length: 2 * steps.length }, (_, i) => ({
    session_step_id: textSteps[i % textSteps.length]!.id,
    response: [text(2 * i), text(2 * i + 1)],
  }));
  return JSON.stringify({ responses });
}

/** The most a journal read may delay /healthz, at the 99th percentile. */
const HEALTH_P99_MS = 50;
/** Sessions of the patient whose journal holds very many check-ins, each with three, answered with long notes. */
const CHECK_IN_SESSIONS = 10_000;
const NOTE = 'é'.repeat(500);

/**
 * Reads with `read` in a loop (at least two rounds of every variant, and at least 1,500 samples:
 * 15 seconds, so that on a shared machine one hiccup of its own, some ten samples in a row, does
 * not decide p99) while /healthz is asked every 10 ms, then checks /healthz kept its p99.
 */
async function readWhileSampling(base: string, variants: string[], read: (variant: string) => Promise<unknown>) {
  const warmUp = sampleLatency(`${base}/healthz`, 10);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await warmUp.stop();

  const health = sampleLatency(`${base}/healthz`, 10);
  const began = performance.now();
  const timeline: string[] = [];
  let fetched = 0;
  while (fetched < 2 * variants.length || health.samples.length < 1500) {
    const variant = variants[fetched++ % variants.length]!;
    timeline.push(`${variant}@${(performance.now() - began).toFixed(0)}`);
    await read(variant);
  }
  await health.stop();

  const p99 = percentile(health.samples, 99);
  const summary =
    `${health.samples.length} samples over ${fetched} reads: p50 ${percentile(health.samples, 50).toFixed(1)} ms, ` +
    `p99 ${p99.toFixed(1)} ms, max ${Math.max(...health.samples).toFixed(1)} ms; reads began at ${timeline.join(' ')}; ` +
    `slower than ${HEALTH_P99_MS} ms (latency@sent, the first 40): ${health.slowerThan(HEALTH_P99_MS).slice(0, 40).join(' ')}`;
  expect(health.failures).toEqual([]);
  expect(p99, summary).toBeLessThan(HEALTH_P99_MS);
}

/**
 * One patient stores the largest journal the limits allow in an hour and shares all of it with
 * a coach; another has a long history of answered check-ins. Each journal, and the shared link,
 * is asked for again and again, plain and compressed, while /healthz is asked every 10 ms. The
 * server runs in a process of its own (the test's own work does not share its event loop): any
 * turn of the server's event loop spent on a whole journal at once (reading it, serialising it,
 * compressing it) delays every request sent meanwhile.
 */
describe('the largest journals a patient can have', () => {
  let data: ServerData;
  let server: RunningServer;
  let patient: CreatedPatient;
  let other: CreatedPatient;
  let answered: CreatedPatient;
  let body: string;
  let short: { responses: { session_step_id: string; response: string[] }[] };
  const encodings = ['identity', 'gzip', 'br'];
  const agent = new http.Agent({ keepAlive: true });
  const post = (token: string, payload: string) =>
    fetch(`${server.url}/api/problem`, {
      method: 'POST',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: payload,
    });
  const journal = (token: string, encoding: string, keep = false) =>
    get(agent, `${server.url}/api/journal`, { ...bearer(token), 'accept-encoding': encoding }, keep);

  beforeAll(async () => {
    data = await createServerData();
    [patient, other, answered] = await data.open(async (database) => {
      const made = await Promise.all([
        createPatient(database, JWT_SECRET),
        createPatient(database, JWT_SECRET),
        createPatient(database, JWT_SECRET),
      ]);
      // Years of sessions, each with three answered check-ins and a long note: stored directly,
      // as no API could store them in a test's time.
      await database.db.execute(sql`
        insert into problems (user_id, experience_title, created_at)
        select ${made[2].id}::uuid, 'Physical pain', now() - make_interval(hours => g)
        from generate_series(1, ${CHECK_IN_SESSIONS}) g`);
      await database.db.execute(sql`
        insert into problem_responses (problem_id, step_title, step_key, step_types, response, position)
        select p.id, 'Rate the Intensity', 'rate_intensity', '["slider"]'::jsonb, '7'::jsonb, 1
        from problems p where p.user_id = ${made[2].id}::uuid`);
      await database.db.execute(sql`
        insert into check_ins (problem_id, user_id, after, due_at, answered_at, intensity, note, mail_state)
        select p.id, p.user_id, s.after, p.created_at + s.wait, p.created_at + s.wait, 2, ${NOTE}, 'skipped'
        from problems p cross join (values ('1d', interval '1 day'), ('7d', interval '7 days'), ('30d', interval '30 days')) s(after, wait)
        where p.user_id = ${made[2].id}::uuid`);
      return made;
    });
    server = await data.start();

    body = await largestSession(server.url, patient.token);
    expect(Buffer.byteLength(body)).toBeGreaterThan(0.98 * BODY_LIMIT);
    expect(Buffer.byteLength(body)).toBeLessThan(BODY_LIMIT);
    for (let i = 0; i < HOURLY_LIMIT; i++) expect((await post(patient.token, body)).status).toBe(201);
    expect((await post(patient.token, body)).status).toBe(429);

    // Warm-up: the code paths, on another patient's short journal, and the connections.
    short = JSON.parse(body) as typeof short;
    expect(
      (await post(other.token, JSON.stringify({ responses: [{ ...short.responses[0], response: 'short' }] }))).status,
    ).toBe(201);
    for (let i = 0; i < 5; i++) for (const e of encodings) expect((await journal(other.token, e)).status).toBe(200);
  }, 2 * PROCESS_TEST_TIMEOUT);
  afterAll(async () => {
    agent.destroy();
    await server?.stop();
    await data?.remove();
  });

  it('is fetched in a loop while /healthz keeps its p99', { timeout: 4 * PROCESS_TEST_TIMEOUT }, async () => {
    let plainLength = 0;
    await readWhileSampling(server.url, encodings, async (encoding) => {
      const res = await journal(patient.token, encoding);
      expect(res.status).toBe(200);
      if (encoding === 'identity') plainLength = res.length;
      else expect(res.headers['content-encoding']).toBe(encoding);
    });

    // It was the whole journal: every session, every answer.
    expect(plainLength).toBeGreaterThan(HOURLY_LIMIT * 0.98 * BODY_LIMIT);
    const plain = await journal(patient.token, 'identity', true);
    expect(plain.length).toBe(plainLength);
    const days = (JSON.parse(plain.body.toString()) as { data: { sessions: { text_responses: unknown[] }[] }[] }).data;
    const sessions = days.flatMap((d) => d.sessions);
    expect(sessions).toHaveLength(HOURLY_LIMIT);
    for (const s of sessions) expect(s.text_responses).toHaveLength(2 * short.responses.length);
  });

  it(
    'is read through a shared link in a loop while /healthz keeps its p99',
    { timeout: 4 * PROCESS_TEST_TIMEOUT },
    async () => {
      const ids = (
        JSON.parse((await journal(patient.token, 'identity', true)).body.toString()) as {
          data: { sessions: { session_id: string }[] }[];
        }
      ).data.flatMap((d) => d.sessions.map((s) => s.session_id));
      const made = await fetch(`${server.url}/api/journal/shares`, {
        method: 'POST',
        headers: { ...bearer(patient.token), 'content-type': 'application/json' },
        body: JSON.stringify({ session_ids: ids, expires_in_days: 1 }),
      });
      expect(made.status).toBe(201);
      const token = ((await made.json()) as { data: { url: string } }).data.url.split('/shared/')[1]!;
      const shared = (encoding: string, keep = false) =>
        get(agent, `${server.url}/api/shared/${token}`, { 'accept-encoding': encoding }, keep);

      let plainLength = 0;
      // Fewer reads than the link's limit a minute: each takes some seconds.
      await readWhileSampling(server.url, encodings, async (encoding) => {
        const res = await shared(encoding);
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
        if (encoding === 'identity') plainLength = res.length;
        else expect(res.headers['content-encoding']).toBe(encoding);
      });

      expect(plainLength).toBeGreaterThan(HOURLY_LIMIT * 0.98 * BODY_LIMIT);
      const plain = await shared('identity', true);
      expect(plain.length).toBe(plainLength);
      const read = JSON.parse(plain.body.toString()) as {
        data: { first_name: string; sessions: { text_responses: unknown[] }[] };
      };
      expect(read.data.first_name).toBe('Robin');
      expect(read.data.sessions).toHaveLength(HOURLY_LIMIT);
      for (const s of read.data.sessions) expect(s.text_responses).toHaveLength(2 * short.responses.length);
    },
  );

  it(
    'with very many check-ins is fetched in a loop while /healthz keeps its p99',
    { timeout: 4 * PROCESS_TEST_TIMEOUT },
    async () => {
      let plainLength = 0;
      await readWhileSampling(server.url, encodings, async (encoding) => {
        const res = await journal(answered.token, encoding);
        expect(res.status).toBe(200);
        if (encoding === 'identity') plainLength = res.length;
      });

      // Every session with its three check-ins and their notes.
      expect(plainLength).toBeGreaterThan(3 * CHECK_IN_SESSIONS * NOTE.length);
      const plain = await journal(answered.token, 'identity', true);
      const days = (
        JSON.parse(plain.body.toString()) as {
          data: { sessions: { check_ins: { note: string }[] }[] }[];
        }
      ).data;
      const sessions = days.flatMap((d) => d.sessions);
      expect(sessions).toHaveLength(CHECK_IN_SESSIONS);
      for (const s of sessions) expect(s.check_ins.map((c) => c.note)).toEqual([NOTE, NOTE, NOTE]);
    },
  );
});

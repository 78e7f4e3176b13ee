/**
 * Export memory benchmark: seeds ROWS patients, ROWS feedback and research sessions, starts the
 * built server as a child process, downloads both exports through the real endpoints and reports
 * the server's peak resident memory (VmHWM), which must stay under LIMIT_MB.
 *
 *   npx tsx bench/export-memory.ts                       # embedded PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… npx tsx bench/export-memory.ts   # a PostgreSQL database (rows removed afterwards)
 *
 * Env: ROWS (default 100000), LIMIT_MB (default 200). NODE_OPTIONS reaches the server too, e.g.
 * --max-old-space-size=96 to see how much of the peak is garbage V8 has not yet collected.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';

const ROWS = Number(process.env.ROWS ?? 100_000);
const LIMIT_MB = Number(process.env.LIMIT_MB ?? 200);
const DATABASE_URL = process.env.DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'clearwell-bench-'));
const admin = { email: 'bench-admin@clearwell.test', password: 'bench-harbour-admin-9' };
const DOMAIN = 'bench.clearwell.test';

async function seed() {
  const database = await openDatabase(DATABASE_URL, dataDir);
  await prepareDatabase(database, { adminEmail: undefined, adminPassword: undefined });
  const t0 = Date.now();
  await database.db.execute(sql`
    insert into users (first_name, last_name, email, status, share_data_for_research, created_at)
    select 'Bench' || i, case when i % 50 = 0 then '=HYPERLINK("x")' else 'Patient' end, 'p' || i || ${`@${DOMAIN}`},
      'active', i % 5 = 0, now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await database.db.execute(sql`
    insert into feedback (first_name, last_name, email, city, country, feedback, sentiment, created_at)
    select 'Bench' || i, 'Patient', 'p' || i || ${`@${DOMAIN}`}, 'Oslo', 'Norway',
      repeat('A calm and clear session, thank you. ', 1 + i % 6), (array['positive','neutral','negative'])[1 + i % 3], now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as i`);
  await database.db.execute(sql`
    insert into problems (user_id, experience_title, intensity_first, intensity_last, created_at)
    select u.id, 'A physical pain', 7, 2, u.created_at from users u
    where u.email like ${`%@${DOMAIN}`} and u.share_data_for_research`);
  await database.db.execute(sql`
    insert into problem_responses (problem_id, step_title, step_types, response, position)
    select p.id, s.title, '["text"]'::jsonb, to_jsonb('A tight feeling in the chest'::text), s.n
    from problems p join users u on u.id = p.user_id, (values (1, 'Describe Sensations'), (2, 'Message')) as s(n, title)
    where u.email like ${`%@${DOMAIN}`}`);
  console.log(`seeded ${ROWS} patients, ${ROWS} feedback, ${ROWS / 5} research sessions in ${Date.now() - t0} ms`);
  await database.close();
}

async function cleanup() {
  if (DATABASE_URL) {
    const database = await openDatabase(DATABASE_URL, dataDir);
    await database.db.execute(sql`delete from feedback where email like ${`%@${DOMAIN}`}`);
    await database.db.execute(sql`delete from users where email like ${`%@${DOMAIN}`}`);
    await database.close();
  }
  rmSync(dataDir, { recursive: true, force: true });
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const rssKb = (pid: number, field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function download(base: string, token: string, url: string): Promise<{ bytes: number; ms: number }> {
  const t0 = Date.now();
  const res = await fetch(`${base}${url}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok || !res.body) throw new Error(`${url} answered ${res.status}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += (chunk as Uint8Array).length;
  return { bytes, ms: Date.now() - t0 };
}

async function main() {
  if (!existsSync(path.join(apiDir, 'dist', 'server.js'))) spawnSync('node', ['build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  await seed();
  const port = await freePort();
  const server = spawn('node', ['dist/server.js'], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-signing-tokens',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${base}/readyz`).catch(() => null))?.ok) break;
      if (i > 300) throw new Error('server did not become ready');
      await new Promise((r) => setTimeout(r, 100));
    }
    const signin = await fetch(`${base}/api/admin/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
    const token = ((await signin.json()) as { data: { token: string } }).data.token;
    const baseline = rssKb(server.pid!, 'VmRSS');
    let sampledPeak = baseline;
    const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, rssKb(server.pid!, 'VmRSS'))), 25);
    const users = await download(base, token, '/api/admin/export/users');
    const feedback = await download(base, token, '/api/admin/export/feedbacks');
    clearInterval(sampler);
    const peak = Math.max(sampledPeak, rssKb(server.pid!, 'VmHWM'));
    const mb = (kb: number) => (kb / 1024).toFixed(1);
    console.log(`engine: ${DATABASE_URL ? 'PostgreSQL' : 'PGlite (in the server process)'}`);
    console.log(`users export:    ${ROWS} rows, ${(users.bytes / 1e6).toFixed(1)} MB in ${users.ms} ms`);
    console.log(`feedback export: ${ROWS} rows + ${ROWS / 5} sessions, ${(feedback.bytes / 1e6).toFixed(1)} MB in ${feedback.ms} ms`);
    console.log(`server RSS: ${mb(baseline)} MB before, peak ${mb(peak)} MB (limit ${LIMIT_MB} MB)`);
    if (peak / 1024 > LIMIT_MB) {
      console.error('FAIL: peak resident memory over the limit');
      process.exitCode = 1;
    } else console.log('PASS');
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await cleanup();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

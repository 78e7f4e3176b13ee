// The built server on a temporary data directory and an in-memory database, as the end-to-end
// tests run it, with a patient and an admin signed in through the real API.
/* global fetch */
import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import path from 'node:path';
import { startThrowawayServer } from './server-process.mjs';

const ADMIN = { email: 'lighthouse-admin@clearwell.test', password: 'calm-meadow-admin-8' };
const PATIENT = {
  first_name: 'Robin',
  email: 'lighthouse-patient@example.test',
  password: 'Quiet-lighthouse-patient-3',
  role: 'patient',
};

/** The build on a throwaway data directory and in-memory database, with the admin above. */
export function startServer() {
  return startThrowawayServer({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
}

async function call(baseURL, method, url, { token, body } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseURL}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return json.data;
}

/** The verification link mailed to `to`, read from the server's outbox. */
async function mailedLink(dataDir, to) {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + 10_000;
  for (;;) {
    let files = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      /* no mail written yet */
    }
    for (const f of files) {
      const raw = readFileSync(path.join(outbox, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
      if (!raw.includes(to)) continue;
      const link = raw.match(/https?:\/\/127\.0\.0\.1:\d+\/[^\s"'<>]+/)?.[0];
      if (link) return new URL(link.replace(/&amp;/g, '&'));
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await sleep(200);
  }
}

/** Signs a patient up, verifies, accepts the conditions and completes three sessions (journal entries). */
export async function signedInPatient({ url: baseURL, dataDir }) {
  await call(baseURL, 'POST', '/api/auth/signup', { body: PATIENT });
  const link = await mailedLink(dataDir, PATIENT.email);
  await call(baseURL, 'GET', `/api/auth/verify-email?code=${encodeURIComponent(link.searchParams.get('code') ?? '')}`);
  const { token, user } = await call(baseURL, 'POST', '/api/auth/signin', {
    body: { email: PATIENT.email, password: PATIENT.password, role: 'patient' },
  });
  await call(baseURL, 'PUT', '/api/agreement', { token, body: { agreement_accepted: true } });
  const steps = await call(baseURL, 'GET', '/api/session-steps', { token });
  const answers = ['A tight knot behind the ribs', 'A dull ache in my lower back', 'Worry about an exam'];
  for (const answer of answers) {
    const responses = steps
      .filter((s) => s.type.includes('text') || s.type.includes('slider'))
      .map((s) => ({ session_step_id: s.id, step_unique_id: s.id, response: s.type.includes('slider') ? 6 : answer }));
    await call(baseURL, 'POST', '/api/problem', { token, body: { responses } });
  }
  return { token, user: { ...user, agreement_accepted: true } };
}

export async function signedInAdmin({ url: baseURL }) {
  const { token, user } = await call(baseURL, 'POST', '/api/admin/auth/signin', { body: ADMIN });
  return { token, user };
}

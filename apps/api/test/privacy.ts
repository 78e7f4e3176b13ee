import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { TestContext } from './app.js';
import { bearer, type CreatedPatient } from './factories.js';
import { fileOf, pngBytes } from './media-fixtures.js';
import { problemResponses, problems } from '../src/db/schema.js';

export const jsonOf = <T = unknown>(entries: Map<string, Buffer>, name: string): T =>
  JSON.parse(entries.get(name)!.toString('utf8')) as T;

export function exportData(t: TestContext, token: string | undefined, body: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/account/export',
    payload: body,
    headers: token ? bearer(token) : {},
  });
}

export function deleteAccount(t: TestContext, token: string | undefined, body: object, remoteAddress?: string) {
  return t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    payload: body,
    headers: token ? bearer(token) : {},
    remoteAddress,
  });
}

/** Uploads an avatar through the profile screen's route; returns the stored file's path and bytes. */
export async function giveAvatar(t: TestContext, p: CreatedPatient) {
  const form = new FormData();
  form.append('first_name', 'Robin');
  form.append('last_name', 'Hale');
  form.append('avatar', fileOf(pngBytes()), 'me.png');
  const res = await t.app.inject({ method: 'PUT', url: '/api/auth/profile', headers: bearer(p.token), payload: form });
  expect(res.statusCode, res.body).toBe(200);
  const file = path.join(t.dataDir, 'uploads', String(res.json().data.avatar).replace(/^\/files\//, ''));
  return { file, bytes: readFileSync(file) };
}

/** A submitted session with a text answer, an intensity pair and a final intensity. */
export async function giveSession(t: TestContext, userId: string, text: string, createdAt = new Date()) {
  const [problem] = await t.database.db
    .insert(problems)
    .values({ userId, experienceTitle: 'A physical pain', intensityFirst: 8, intensityLast: 2, createdAt })
    .returning({ id: problems.id });
  await t.database.db.insert(problemResponses).values([
    { problemId: problem!.id, stepTitle: 'Describe Sensations', stepTypes: ['text'], response: text, position: 1 },
    {
      problemId: problem!.id,
      stepTitle: 'Sensation State',
      stepTypes: ['radio', 'slider'],
      response: ["It's changed", 4],
      position: 2,
    },
    { problemId: problem!.id, stepTitle: 'Feel Now', stepTypes: ['slider'], response: 2, position: 3 },
  ]);
  return problem!.id;
}

export async function giveFeedback(t: TestContext, p: CreatedPatient, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: bearer(p.token),
    payload: { first_name: 'Robin', last_name: 'Hale', email: p.email, city: 'Leeds', country: 'UK', feedback: text },
  });
  expect(res.statusCode, res.body).toBe(201);
  return String(res.json().data.id);
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/lib/logger.js';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createPatient, type CreatedPatient } from '../factories.js';

const lines: string[] = [];
let t: TestContext;
let patient: CreatedPatient;
beforeAll(async () => {
  const options = loggerOptions('trace') as Record<string, unknown>;
  t = await buildTestApp({ logger: { ...options, stream: { write: (line: string) => lines.push(line) } } });
  patient = await createPatient(t.database, t.config.jwtSecret);
  // Every new feedback row now breaks a constraint: the write fails inside the database, with
  // the patient's words and address among the statement's parameters.
  await t.database.db.execute(
    sql.raw('alter table feedback add constraint feedback_refused_in_tests check (false) not valid'),
  );
});
afterAll(() => t.close());

describe('a write the database refuses', () => {
  it('is logged with its SQLSTATE, constraint, table and request id, never with the private text or e-mail it carried', async () => {
    const words = 'my brother hurt me and nobody knows 7f3c';
    const email = 'private.person.7f3c@example.test';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: bearer(patient.token),
      payload: { feedback: words, email, first_name: 'Secretname' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain(words);
    const reqId = res.headers['x-request-id'];

    const failure = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .find((l) => l.reqId === reqId && l.level === 50);
    expect(failure).toMatchObject({
      err: { code: '23514', constraint: 'feedback_refused_in_tests', table: 'feedback' },
    });
    const log = lines.join('\n');
    for (const secret of [words, email, 'Secretname', 'insert into']) expect(log).not.toContain(secret);
  });
});

import type { SupportScope } from '@clearwell/shared';
import { supporters } from '../src/db/schema.js';
import { issueToken } from '../src/lib/auth-tokens.js';
import { hashPassword } from '../src/lib/passwords.js';
import { newSupporterCode } from '../src/modules/supporters/supporter-codes.js';
import type { TestContext } from './app.js';
import { bearer, TEST_PASSWORD, uniqueEmail, type CreatedPatient } from './factories.js';

export interface CreatedSupporter extends CreatedPatient {
  name: string;
  code: string;
}

let cachedHash: Promise<string> | undefined;

/** An active supporter who has set the test password, with a signed-in token and their code. */
export async function createSupporter(
  t: Pick<TestContext, 'database' | 'config'>,
  fields: Partial<typeof supporters.$inferInsert> = {},
): Promise<CreatedSupporter> {
  const email = fields.email ?? uniqueEmail('supporter');
  const [row] = await t.database.db
    .insert(supporters)
    .values({
      name: 'Sam Supporter',
      code: newSupporterCode(),
      passwordHash: await (cachedHash ??= hashPassword(TEST_PASSWORD)),
      ...fields,
      email,
    })
    .returning();
  const { token } = await issueToken(t.database.db, t.config.jwtSecret, 'supporter', row!.id);
  return { id: row!.id, email, password: TEST_PASSWORD, token, name: row!.name, code: row!.code };
}

export const ALL_SHARED: SupportScope = { sessions: true, measures: true, check_ins: true };
export const NOTHING_SHARED: SupportScope = { sessions: false, measures: false, check_ins: false };

/** The patient links to the supporter through the API, sharing `scope`. */
export async function linkTo(
  t: TestContext,
  patient: { token: string },
  supporter: { code: string },
  scope: SupportScope = ALL_SHARED,
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload: { code: supporter.code, scope },
    headers: bearer(patient.token),
  });
  if (res.statusCode !== 201) throw new Error(`linking: ${res.statusCode} ${res.body}`);
  return res.json().data;
}

/** A GET or a POST as the holder of `token`, answered as `{status, body}`. */
export async function call(
  t: TestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { status: res.statusCode, body: res.body.length ? res.json() : undefined, raw: res };
}

import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  checkIns,
  feedback,
  journalShares,
  measures,
  problems,
  supportLinks,
  supportMessages,
  supportViews,
  users,
} from '../../src/db/schema.js';
import type { TestContext } from '../app.js';
import { bearer } from '../factories.js';
import { pngBytes } from '../media-fixtures.js';
import { createSupporter, NOTHING_SHARED } from '../supporters.js';
import { multipartBody } from '../multipart.js';
import { jsonOf } from '../privacy.js';
import { unzip } from '../zip.js';
import { sessionAnswers, type SeededPatient, type SeedOptions } from './patient-world.js';

export interface IdorCase {
  /** `METHOD /path` exactly as the app registers it. */
  route: string;
  /** How A is seeded, when the case needs A to differ from B in what it changes. */
  a?: SeedOptions;
  status?: number;
  /** A's request, naming B wherever a careless server might look for a target. */
  request: (t: TestContext, a: SeededPatient, b: SeededPatient) => Promise<InjectOptions> | InjectOptions;
  /** Proves the call read or changed A's own data. */
  actsOnA: (t: TestContext, res: LightMyRequestResponse, a: SeededPatient) => Promise<void> | void;
}

const aimAt = (b: SeededPatient) => ({ id: b.id, user_id: b.id, userId: b.id, email: b.email });
const query = (b: SeededPatient) => `?${new URLSearchParams({ id: b.id, user_id: b.id, email: b.email })}`;
/** A's own session id, and a link A made to it. */
const ownSession = async (t: TestContext, a: SeededPatient) =>
  (await t.database.db.select().from(problems).where(eq(problems.userId, a.id)))[0]!.id;
async function ownShare(t: TestContext, a: SeededPatient): Promise<string> {
  const payload = { session_ids: [await ownSession(t, a)], expires_in_days: 7 };
  return (await t.app.inject({ method: 'POST', url: '/api/journal/shares', payload, headers: bearer(a.token) })).json()
    .data.id;
}
const shareOwner = async (t: TestContext, id: string) =>
  (await t.database.db.select().from(journalShares).where(eq(journalShares.id, id)))[0];
/** The check-in of B's that A's request names (B's session plans them when it is stored). */
let targetCheckIn = '';
/** A's link to their supporter (every seeded patient has one unless told otherwise). */
const supportOf = async (t: TestContext, a: SeededPatient) =>
  (await t.database.db.select().from(supportLinks).where(eq(supportLinks.userId, a.id)))[0]!;
const row = async (t: TestContext, id: string) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** Every patient route: the coverage test fails when the app has one this table lacks. */
export const IDOR_CASES: IdorCase[] = [
  {
    route: 'GET /api/auth/profile',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/auth/profile${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res, a) => expect(res.json().data).toMatchObject({ id: a.id, email: a.email, avatar: a.avatar }),
  },
  {
    route: 'PUT /api/auth/profile',
    request: (_t, a, b) => {
      const form = multipartBody(
        { first_name: 'Renamed', last_name: 'ByA', ...aimAt(b) },
        { name: 'new.png', type: 'image/png', data: pngBytes() },
      );
      return {
        method: 'PUT',
        url: `/api/auth/profile${query(b)}`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(a.token) },
      };
    },
    actsOnA: async (t, res, a) => {
      expect(res.json().data).toMatchObject({ id: a.id, first_name: 'Renamed', last_name: 'ByA' });
      expect(res.json().data.avatar).not.toBe(a.avatar);
      expect(await row(t, a.id)).toMatchObject({ firstName: 'Renamed', email: a.email });
    },
  },
  {
    route: 'GET /api/settings',
    a: { guideMedium: 'text', share: false },
    request: (_t, a, b) => ({ method: 'GET', url: `/api/settings${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res) =>
      expect(res.json().data).toEqual({
        guide_medium: 'text',
        share_data_for_research: false,
        check_in_emails: false,
        support_emails: true,
        country: null,
        language: 'en',
        language_chosen: false,
      }),
  },
  {
    route: 'PUT /api/settings',
    a: { guideMedium: 'text', share: true },
    request: (_t, a, b) => ({
      method: 'PUT',
      url: `/api/settings${query(b)}`,
      payload: { guide_medium: 'video', share_data_for_research: false, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) =>
      expect(await row(t, a.id)).toMatchObject({ guideMedium: 'video', shareDataForResearch: false }),
  },
  {
    route: 'GET /api/agreement',
    a: { agreement: false },
    request: (_t, a, b) => ({ method: 'GET', url: `/api/agreement${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res) => expect(res.json().data).toEqual({ agreement_accepted: false }),
  },
  {
    route: 'PUT /api/agreement',
    request: (_t, a, b) => ({
      method: 'PUT',
      url: `/api/agreement${query(b)}`,
      payload: { agreement_accepted: false, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) => expect(await row(t, a.id)).toMatchObject({ agreementAccepted: false }),
  },
  {
    route: 'GET /api/journal',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/journal${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res, a) => expect(res.body).toContain(a.journalText),
  },
  {
    route: 'DELETE /api/journal',
    request: (_t, a, b) => ({ method: 'DELETE', url: `/api/journal${query(b)}`, headers: bearer(a.token) }),
    actsOnA: async (t, res, a) => {
      expect(res.json().data).toEqual({ deleted: 1 });
      expect(await t.database.db.select().from(problems).where(eq(problems.userId, a.id))).toEqual([]);
    },
  },
  {
    route: 'POST /api/journal/shares',
    status: 201,
    request: async (t, a, b) => ({
      method: 'POST',
      url: `/api/journal/shares${query(b)}`,
      payload: { session_ids: [await ownSession(t, a)], expires_in_days: 1, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, res, a) => expect((await shareOwner(t, res.json().data.id))?.userId).toBe(a.id),
  },
  {
    route: 'GET /api/journal/shares',
    request: async (t, a, b) => {
      await ownShare(t, a);
      return { method: 'GET', url: `/api/journal/shares${query(b)}`, headers: bearer(a.token) };
    },
    actsOnA: async (t, res, a) => {
      const listed = res.json().data as { id: string }[];
      expect(listed).toHaveLength(1);
      expect((await shareOwner(t, listed[0]!.id))?.userId).toBe(a.id);
    },
  },
  {
    route: 'DELETE /api/journal/shares/:id',
    request: async (t, a, b) => ({
      method: 'DELETE',
      url: `/api/journal/shares/${await ownShare(t, a)}${query(b)}`,
      payload: aimAt(b),
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) => {
      const [mine] = await t.database.db.select().from(journalShares).where(eq(journalShares.userId, a.id));
      expect(mine?.revokedAt).toBeInstanceOf(Date);
    },
  },
  {
    route: 'POST /api/problem',
    status: 201,
    request: async (t, a, b) => ({
      method: 'POST',
      url: '/api/problem',
      payload: { responses: await sessionAnswers(t, a.token, 'second'), ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, res, a) =>
      expect((await t.database.db.select().from(problems).where(eq(problems.id, res.json().data.id)))[0]!.userId).toBe(
        a.id,
      ),
  },
  {
    route: 'POST /api/feedback',
    status: 201,
    request: (_t, a, b) => ({
      method: 'POST',
      url: '/api/feedback',
      payload: { feedback: 'From A', id: b.id, user_id: b.id },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, res, a) =>
      expect((await t.database.db.select().from(feedback).where(eq(feedback.id, res.json().data.id)))[0]!.userId).toBe(
        a.id,
      ),
  },
  {
    route: 'POST /api/auth/change-password',
    request: (_t, a, b) => ({
      method: 'POST',
      url: `/api/auth/change-password${query(b)}`,
      payload: {
        current_password: a.password,
        new_password: 'changed-by-a-77',
        confirm_password: 'changed-by-a-77',
        ...aimAt(b),
      },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) => {
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: a.email, password: 'changed-by-a-77' },
      });
      expect(signin.statusCode).toBe(200);
    },
  },
  {
    route: 'POST /api/auth/logout',
    request: (_t, a, b) => ({
      method: 'POST',
      url: `/api/auth/logout${query(b)}`,
      payload: aimAt(b),
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) =>
      expect((await t.app.inject({ method: 'GET', url: '/api/agreement', headers: bearer(a.token) })).statusCode).toBe(
        401,
      ),
  },
  {
    // Shared content: the same for every patient, and nothing of anyone in it.
    route: 'GET /api/session-steps',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/session-steps${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res) => expect(res.json().data.map((s: { title: string }) => s.title)).toContain('Choose Experience'),
  },
  {
    route: 'GET /api/experiences',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/experiences${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res) => expect(res.json().data.length).toBeGreaterThan(0),
  },
  {
    route: 'POST /api/account/export',
    request: (_t, a, b) => ({
      method: 'POST',
      url: `/api/account/export${query(b)}`,
      payload: { password: a.password, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (_t, res, a) => {
      const entries = await unzip(res.rawPayload);
      expect(jsonOf(entries, 'profile.json')).toMatchObject({ id: a.id, email: a.email });
      expect(entries.get('journal.json')!.toString('utf8')).toContain(a.journalText);
    },
  },
  {
    route: 'DELETE /api/account',
    request: (_t, a, b) => ({
      method: 'DELETE',
      url: `/api/account${query(b)}`,
      payload: { password: a.password, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) =>
      expect(await t.database.db.select().from(users).where(eq(users.id, a.id))).toEqual([]),
  },
  {
    route: 'GET /api/check-ins',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/check-ins${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res, a) => {
      expect(res.json().data.upcoming.length).toBeGreaterThan(0);
      expect(res.json().data.upcoming.every((c: { summary: string }) => c.summary === a.journalText)).toBe(true);
    },
  },
  {
    route: 'GET /api/check-ins/:id',
    status: 404,
    request: async (t, a, b) => {
      const [theirs] = await t.database.db.select().from(checkIns).where(eq(checkIns.userId, b.id));
      return { method: 'GET', url: `/api/check-ins/${theirs!.id}${query(b)}`, headers: bearer(a.token) };
    },
    // As if it did not exist: nothing of B's check-in is told.
    actsOnA: (_t, res) => expect(res.json()).not.toHaveProperty('data'),
  },
  {
    route: 'POST /api/check-ins/:id',
    status: 404,
    request: async (t, a, b) => {
      const [theirs] = await t.database.db.select().from(checkIns).where(eq(checkIns.userId, b.id));
      targetCheckIn = theirs!.id;
      return {
        method: 'POST',
        url: `/api/check-ins/${theirs!.id}`,
        payload: { intensity: 0, ...aimAt(b) },
        headers: bearer(a.token),
      };
    },
    // Unknown to A, as if it did not exist (not 409 NOT_DUE, which would tell it exists), and untouched.
    actsOnA: async (t, res) => {
      expect(res.json().error).toBe('NOT_FOUND');
      const [target] = await t.database.db.select().from(checkIns).where(eq(checkIns.id, targetCheckIn));
      expect(target!.answeredAt).toBeNull();
    },
  },
  {
    route: 'GET /api/measures',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/measures${query(b)}`, headers: bearer(a.token) }),
    // A answered a GAD-7 (score 10) when seeded: theirs is the last score shown.
    actsOnA: (_t, res) => {
      const gad7 = res.json().data.find((m: { key: string }) => m.key === 'gad7');
      expect(gad7).toMatchObject({ due: false, last: { score: 10, band: 'moderate' } });
    },
  },
  {
    route: 'GET /api/measures/history',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/measures/history${query(b)}`, headers: bearer(a.token) }),
    actsOnA: async (t, res, a) => {
      const [own] = await t.database.db.select().from(measures).where(eq(measures.userId, a.id));
      expect(res.json().data.map((m: { id: string }) => m.id)).toEqual([own!.id]);
    },
  },
  {
    route: 'GET /api/measures/fhir',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/measures/fhir${query(b)}`, headers: bearer(a.token) }),
    actsOnA: async (t, res, a) => {
      const [own] = await t.database.db.select().from(measures).where(eq(measures.userId, a.id));
      expect(res.json().entry.map((e: { fullUrl: string }) => e.fullUrl)).toContain(`urn:uuid:${own!.id}`);
    },
  },
  {
    route: 'POST /api/measures/:key',
    status: 201,
    request: (_t, a, b) => ({
      method: 'POST',
      url: `/api/measures/phq9${query(b)}`,
      payload: { answers: [0, 0, 0, 0, 0, 0, 0, 0, 0], ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, res, a) => {
      const [stored] = await t.database.db.select().from(measures).where(eq(measures.id, res.json().data.id));
      expect(stored).toMatchObject({ userId: a.id, key: 'phq9', score: 0 });
    },
  },
  {
    route: 'POST /api/support',
    a: { supported: false },
    status: 201,
    request: async (t, a, b) => ({
      method: 'POST',
      url: `/api/support${query(b)}`,
      payload: { code: (await createSupporter(t)).code, scope: NOTHING_SHARED, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) => expect((await supportOf(t, a)).endedAt).toBeNull(),
  },
  {
    route: 'GET /api/support',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/support${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res, a) => expect(res.json().data.supporter.name).toBe(a.supporter!.name),
  },
  {
    route: 'PUT /api/support',
    request: (_t, a, b) => ({
      method: 'PUT',
      url: `/api/support${query(b)}`,
      payload: { scope: NOTHING_SHARED, ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, _res, a) =>
      expect(await supportOf(t, a)).toMatchObject({ shareSessions: false, shareMeasures: false, shareCheckIns: false }),
  },
  {
    route: 'DELETE /api/support',
    request: (_t, a, b) => ({ method: 'DELETE', url: `/api/support${query(b)}`, headers: bearer(a.token) }),
    actsOnA: async (t, _res, a) => expect((await supportOf(t, a)).endedAt).toBeInstanceOf(Date),
  },
  {
    route: 'GET /api/support/views',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/support/views${query(b)}`, headers: bearer(a.token) }),
    actsOnA: async (t, res, a) => {
      const own = await t.database.db
        .select()
        .from(supportViews)
        .where(eq(supportViews.linkId, (await supportOf(t, a)).id));
      expect(res.json().data).toHaveLength(own.length);
      expect(own.length).toBeGreaterThan(0);
    },
  },
  {
    route: 'GET /api/support/messages',
    request: (_t, a, b) => ({ method: 'GET', url: `/api/support/messages${query(b)}`, headers: bearer(a.token) }),
    actsOnA: (_t, res, a) => expect(res.json().data.map((m: { text: string }) => m.text)).toContain(a.messageText),
  },
  {
    route: 'POST /api/support/messages',
    status: 201,
    request: (_t, a, b) => ({
      method: 'POST',
      url: `/api/support/messages${query(b)}`,
      payload: { text: 'From A', ...aimAt(b) },
      headers: bearer(a.token),
    }),
    actsOnA: async (t, res, a) => {
      const [stored] = await t.database.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.id, res.json().data.id));
      expect(stored).toMatchObject({ userId: a.id, linkId: (await supportOf(t, a)).id, sender: 'patient' });
    },
  },
];

export const PATIENT_ROUTES = IDOR_CASES.map((c) => c.route);

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../app.js';
import { bearer, createAdmin } from '../factories.js';
import { oneToN, type ListedStep } from './admin-traffic.js';

let t: TestContext;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = (await createAdmin(t.database, t.config.jwtSecret)).token;
});
afterAll(() => t.close());

const list = async (): Promise<ListedStep[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/session-step?limit=100', headers: bearer(token) })).json().data
    .items;
const reorder = (step_id: string, new_position: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/session-step/reorder',
    headers: bearer(token),
    payload: { step_id, new_position },
  });
const remove = (id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/session-step/${id}`, headers: bearer(token) });
const create = (title: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/session-step',
    headers: bearer(token),
    payload: { title, text_content: 'Breathe out slowly.', type: ['text'] },
  });

/** Two admins (or many tabs) dragging steps at the same moment. */
describe('concurrent changes to the step order', () => {
  it('30 reorders at once all succeed and leave positions exactly 1..n, every step once', async () => {
    const steps = await list();
    const n = steps.length;
    const results = await Promise.all(oneToN(30).map((i) => reorder(steps[(i * 7) % n]!.id, (i * 5) % (n + 2) || 1)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    // Each answer is the whole list as committed after that move: already whole itself.
    for (const r of results) expect((r.json().data as ListedStep[]).map((s) => s.order)).toEqual(oneToN(n));
    const after = await list();
    expect(after.map((s) => s.order)).toEqual(oneToN(n));
    expect(after.map((s) => s.id).sort()).toEqual(steps.map((s) => s.id).sort());
  });

  it('deletes, creates and reorders at once close every gap and append each new step', async () => {
    const steps = await list();
    const doomed = steps.slice(0, 3).map((s) => s.id);
    const moving = [...steps.slice(1, 2), ...steps.slice(3)].map((s) => s.id);
    const results = await Promise.all([
      ...doomed.map(remove),
      ...moving.map((id, i) => reorder(id, (i % 4) + 1)),
      create('Pause'),
      create('Notice'),
    ]);
    const [deletes, reorders, creates] = [
      results.slice(0, 3),
      results.slice(3, 3 + moving.length),
      results.slice(3 + moving.length),
    ];
    expect(deletes.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(creates.map((r) => r.statusCode)).toEqual([201, 201]);
    // A step deleted before its move came through is 404; every other move succeeds.
    reorders.forEach((r, i) => expect(doomed.includes(moving[i]!) ? [200, 404] : [200]).toContain(r.statusCode));

    const after = await list();
    expect(after.map((s) => s.order)).toEqual(oneToN(steps.length - 3 + 2));
    const expected = [
      ...steps.map((s) => s.id).filter((id) => !doomed.includes(id)),
      ...creates.map((r) => r.json().data.id as string),
    ];
    expect(after.map((s) => s.id).sort()).toEqual(expected.sort());
  });
});

/**
 * A failure after the new positions are written but before the transaction commits (forced
 * here by a trigger that refuses the reorder's audit entry) must undo the whole move.
 */
describe('a failure inside the reorder transaction', () => {
  it('answers 500 and leaves the order exactly as it was', async () => {
    await t.database.db.execute(
      sql.raw(`
      create function refuse_reorder_audit() returns trigger language plpgsql as $$
      begin
        if new.action = 'step.reorder' then raise exception 'audit store unavailable'; end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(
      sql.raw(
        'create trigger refuse_reorder_audit before insert on audit_log for each row execute function refuse_reorder_audit()',
      ),
    );
    const before = await list();
    const last = before[before.length - 1]!;
    try {
      const res = await reorder(last.id, 1);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ success: false, error: 'INTERNAL_ERROR' });
      expect(await list()).toEqual(before);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger refuse_reorder_audit on audit_log'));
      await t.database.db.execute(sql.raw('drop function refuse_reorder_audit()'));
    }
    // The same move goes through once the failure is gone: nothing was left locked.
    expect((await reorder(last.id, 1)).statusCode).toBe(200);
    expect((await list()).map((s) => s.id)).toEqual([last.id, ...before.slice(0, -1).map((s) => s.id)]);
  });
});

import type { Paged, SessionStep, StepListQuery } from '@clearwell/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionSteps, stepMedia } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import type { FileStorage } from '../../lib/storage.js';
import { withMedia } from '../session-steps/step-mapper.js';
import { mediaChanges } from './step-media-merge.js';
import { lockStepOrder, orderedStepIds, writePositions } from './step-positions.js';
import { removeUploads, type StepForm } from './step-upload.js';
import { isUuid } from '../../lib/uuid.js';
import { recordVersion } from '../content-versions/version-snapshot.js';

type Actor = AuditActor;

interface Deps {
  db: Db;
  storage: FileStorage;
}

const stepNotFound = () => notFound('Session step');

function audit(tx: Db, actor: Actor, action: string, targetId: string, details: Record<string, unknown>) {
  return recordAudit(tx, { ...actor, action, targetType: 'session_step', targetId, details });
}

function stepValues(form: StepForm) {
  const f = form.fields;
  return {
    title: f.title,
    description: f.description,
    textContent: f.textContent,
    types: f.types,
    radioTitle: f.radioTitle,
    radioOptions: f.radioOptions,
    sliderTitle: f.sliderTitle,
    sliderMin: f.sliderMin,
    sliderMax: f.sliderMax,
  };
}

/**
 * One page of the steps, in position order (ties by creation) or its reverse. `all` is every
 * step in position order, as the steps cache holds them (see plugins/steps-cache.ts).
 */
export function pageOfSteps(all: SessionStep[], query: StepListQuery): Paged<SessionStep> {
  const ordered = query.sort_order === 'desc' ? [...all].reverse() : all;
  const start = (query.page - 1) * query.limit;
  return {
    items: ordered.slice(start, start + query.limit),
    current_page: query.page,
    total_pages: Math.ceil(all.length / query.limit),
    total_items: all.length,
    limit: query.limit,
  };
}

export async function getStep({ db, storage }: Deps, id: string): Promise<SessionStep> {
  if (!isUuid(id)) throw stepNotFound();
  const rows = await db.select().from(sessionSteps).where(eq(sessionSteps.id, id));
  if (!rows.length) throw stepNotFound();
  return (await withMedia(db, rows, storage))[0]!;
}

/** The form's files are already stored; they are removed again if the step cannot be saved. */
export async function createStep(deps: Deps, form: StepForm, actor: Actor): Promise<SessionStep> {
  try {
    const id = await deps.db.transaction(async (tx) => {
      await lockStepOrder(tx);
      const position = (await orderedStepIds(tx)).length + 1;
      const [row] = await tx.insert(sessionSteps).values({ ...stepValues(form), position }).returning({ id: sessionSteps.id });
      if (form.uploads.length) {
        await tx.insert(stepMedia).values(
          form.uploads.map((u, i) => ({ stepId: row!.id, kind: u.kind, storageKey: u.key, originalName: u.name, contentType: u.contentType, sizeBytes: u.size, position: i })),
        );
      }
      await audit(tx, actor, 'step.create', row!.id, { title: form.fields.title, position, files: form.uploads.length });
      await recordVersion({ db: tx }, actor, `Created step '${form.fields.title}'`);
      return row!.id;
    });
    return await getStep(deps, id);
  } catch (err) {
    await removeUploads(deps.storage, form.uploads);
    throw err;
  }
}

export async function updateStep(deps: Deps, id: string, form: StepForm, actor: Actor): Promise<SessionStep> {
  try {
    if (!isUuid(id)) throw stepNotFound();
    await deps.db.transaction(async (tx) => {
      const [step] = await tx.select({ id: sessionSteps.id }).from(sessionSteps).where(eq(sessionSteps.id, id)).for('update');
      if (!step) throw stepNotFound();
      const current = await tx.select().from(stepMedia).where(eq(stepMedia.stepId, id)).orderBy(asc(stepMedia.position));
      const change = mediaChanges(current, form, deps.storage);
      for (const m of change.drop) await tx.delete(stepMedia).where(eq(stepMedia.id, m.id));
      for (const [i, m] of change.keep.entries()) await tx.update(stepMedia).set({ position: i }).where(eq(stepMedia.id, m.id));
      if (form.uploads.length) {
        await tx.insert(stepMedia).values(
          form.uploads.map((u, i) => ({ stepId: id, kind: u.kind, storageKey: u.key, originalName: u.name, contentType: u.contentType, sizeBytes: u.size, position: change.keep.length + i })),
        );
      }
      await tx.update(sessionSteps).set({ ...stepValues(form), updatedAt: new Date() }).where(eq(sessionSteps.id, id));
      await audit(tx, actor, 'step.update', id, { title: form.fields.title, files_added: form.uploads.length, files_removed: change.drop.length });
      await recordVersion({ db: tx }, actor, `Updated step '${form.fields.title}'`);
    });
  } catch (err) {
    await removeUploads(deps.storage, form.uploads);
    throw err;
  }
  // Files the step no longer lists stay in storage: the version before this one lists them.
  return getStep(deps, id);
}

export async function deleteStep(deps: Deps, id: string, actor: Actor): Promise<void> {
  if (!isUuid(id)) throw stepNotFound();
  // The step's files stay in storage: the version before this one lists them.
  await deps.db.transaction(async (tx) => {
    await lockStepOrder(tx);
    const [gone] = await tx.delete(sessionSteps).where(eq(sessionSteps.id, id)).returning({ title: sessionSteps.title, position: sessionSteps.position });
    if (!gone) throw stepNotFound();
    await writePositions(tx, await orderedStepIds(tx));
    await audit(tx, actor, 'step.delete', id, { title: gone.title, position: gone.position });
    await recordVersion({ db: tx }, actor, `Deleted step '${gone.title}'`);
  });
}

/** Moves a step to a 1-based position (clamped to 1..n); afterwards positions are exactly 1..n. */
export async function reorderStep(deps: Deps, stepId: string, newPosition: number, actor: Actor): Promise<SessionStep[]> {
  if (!isUuid(stepId)) throw stepNotFound();
  await deps.db.transaction(async (tx) => {
    await lockStepOrder(tx);
    const ids = await orderedStepIds(tx);
    const from = ids.indexOf(stepId);
    if (from < 0) throw stepNotFound();
    const to = Math.min(Math.max(newPosition, 1), ids.length) - 1;
    ids.splice(from, 1);
    ids.splice(to, 0, stepId);
    await writePositions(tx, ids);
    // The title lets the audit log say which step moved, even after it is renamed or deleted.
    const [moved] = await tx.select({ title: sessionSteps.title }).from(sessionSteps).where(eq(sessionSteps.id, stepId));
    await audit(tx, actor, 'step.reorder', stepId, { title: moved?.title ?? null, from: from + 1, to: to + 1 });
    if (from !== to) await recordVersion({ db: tx }, actor, `Moved step '${moved?.title ?? ''}' to position ${to + 1}`);
  });
  const rows = await deps.db.select().from(sessionSteps).orderBy(asc(sessionSteps.position));
  return withMedia(deps.db, rows, deps.storage);
}

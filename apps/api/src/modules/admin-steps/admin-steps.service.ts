import type { AdminSessionStepResponse, Paged, StepListQuery, StepTranslations } from '@clearwell/shared';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionSteps, stepMedia } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { stepRows, withTranslations } from '../session-steps/session-steps.service.js';
import { slugOf, uniqueKey } from '../../lib/step-keys.js';
import type { ServiceDeps } from '../service-deps.js';
import { mediaChanges } from './step-media-merge.js';
import { lockStepOrder, orderedStepIds, writePositions } from './step-positions.js';
import { removeUploads, type StepForm } from './step-upload.js';
import { isUuid } from '../../lib/uuid.js';
import { recordVersion } from '../../db/version-snapshot.js';
import { checkRuleChoices } from './step-rule-choices.js';

/** A restore of a content version rewrites the steps: it takes the lock every change to their order takes. */
export { lockStepOrder };

type Actor = AuditActor;

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

/** A new step's key: its English title as a slug, with a suffix when another step has it (steps' order locked). */
async function newKey(tx: Db, title: string): Promise<string> {
  const taken = await tx.select({ key: sessionSteps.key }).from(sessionSteps);
  return uniqueKey(slugOf(title), new Set(taken.map((t) => t.key)));
}

const sameTranslations = (a: StepTranslations, b: StepTranslations) => JSON.stringify(a) === JSON.stringify(b);

/** One page of the steps, in position order (ties by creation) or its reverse, with their keys and translations. */
export async function pageOfSteps(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  query: StepListQuery,
): Promise<Paged<AdminSessionStepResponse>> {
  const items = await withTranslations(deps, await stepRows(deps, query.sort_order, query));
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(sessionSteps);
  return {
    items,
    current_page: query.page,
    total_pages: Math.ceil(total / query.limit),
    total_items: total,
    limit: query.limit,
  };
}

export async function getStep(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  id: string,
): Promise<AdminSessionStepResponse> {
  if (!isUuid(id)) throw stepNotFound();
  const rows = await deps.db.select().from(sessionSteps).where(eq(sessionSteps.id, id));
  if (!rows.length) throw stepNotFound();
  return (await withTranslations(deps, rows))[0]!;
}

/**
 * The form's files are already stored; they are removed again if the step cannot be saved. The
 * step's key is made from its English title here, once.
 */
export async function createStep(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  form: StepForm,
  actor: Actor,
): Promise<AdminSessionStepResponse> {
  try {
    const id = await deps.db.transaction(async (tx) => {
      await lockStepOrder({ db: tx });
      const position = (await orderedStepIds({ db: tx })).length + 1;
      const key = await newKey(tx, form.fields.title);
      const translations = form.fields.translations ?? {};
      const [row] = await tx
        .insert(sessionSteps)
        .values({ ...stepValues(form), key, translations, position })
        .returning({ id: sessionSteps.id });
      if (form.uploads.length) {
        await tx.insert(stepMedia).values(
          form.uploads.map((u, i) => ({
            stepId: row!.id,
            kind: u.kind,
            storageKey: u.key,
            originalName: u.name,
            contentType: u.contentType,
            sizeBytes: u.size,
            position: i,
          })),
        );
      }
      await audit(tx, actor, 'step.create', row!.id, {
        title: form.fields.title,
        position,
        files: form.uploads.length,
      });
      await recordVersion({ db: tx }, actor, `Created step '${form.fields.title}'`);
      return row!.id;
    });
    return await getStep(deps, id);
  } catch (err) {
    await removeUploads(deps, form.uploads);
    throw err;
  }
}

/**
 * Replaces a step's texts and media; its key stays. Its translations are replaced when the form
 * sends `translations`, and kept as they are when it does not. The choices that carry the
 * session's rules keep their places (checkRuleChoices).
 */
export async function updateStep(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  id: string,
  form: StepForm,
  actor: Actor,
): Promise<AdminSessionStepResponse> {
  try {
    if (!isUuid(id)) throw stepNotFound();
    await deps.db.transaction(async (tx) => {
      const [step] = await tx.select().from(sessionSteps).where(eq(sessionSteps.id, id)).for('update');
      if (!step) throw stepNotFound();
      const translations = form.fields.translations ?? step.translations;
      checkRuleChoices(step, { ...form.fields, translations });
      const current = await tx
        .select()
        .from(stepMedia)
        .where(eq(stepMedia.stepId, id))
        .orderBy(asc(stepMedia.position));
      const change = mediaChanges(deps, current, form);
      for (const m of change.drop) await tx.delete(stepMedia).where(eq(stepMedia.id, m.id));
      for (const [i, m] of change.keep.entries())
        await tx.update(stepMedia).set({ position: i }).where(eq(stepMedia.id, m.id));
      if (form.uploads.length) {
        await tx.insert(stepMedia).values(
          form.uploads.map((u, i) => ({
            stepId: id,
            kind: u.kind,
            storageKey: u.key,
            originalName: u.name,
            contentType: u.contentType,
            sizeBytes: u.size,
            position: change.keep.length + i,
          })),
        );
      }
      const values = stepValues(form);
      await tx
        .update(sessionSteps)
        .set({ ...values, translations, updatedAt: new Date() })
        .where(eq(sessionSteps.id, id));
      const onlyTranslations =
        !form.uploads.length &&
        !change.drop.length &&
        !sameTranslations(translations, step.translations) &&
        englishUnchanged(step, values);
      await audit(tx, actor, 'step.update', id, {
        title: form.fields.title,
        files_added: form.uploads.length,
        files_removed: change.drop.length,
        ...(sameTranslations(translations, step.translations) ? {} : { translations: true }),
      });
      await recordVersion(
        { db: tx },
        actor,
        onlyTranslations
          ? `Updated the translations of step '${form.fields.title}'`
          : `Updated step '${form.fields.title}'`,
      );
    });
  } catch (err) {
    await removeUploads(deps, form.uploads);
    throw err;
  }
  // Files the step no longer lists stay in storage: the version before this one lists them.
  return getStep(deps, id);
}

export async function deleteStep(deps: Pick<ServiceDeps, 'db' | 'storage'>, id: string, actor: Actor): Promise<void> {
  if (!isUuid(id)) throw stepNotFound();
  // The step's files stay in storage: the version before this one lists them.
  await deps.db.transaction(async (tx) => {
    await lockStepOrder({ db: tx });
    const [gone] = await tx
      .delete(sessionSteps)
      .where(eq(sessionSteps.id, id))
      .returning({ title: sessionSteps.title, position: sessionSteps.position });
    if (!gone) throw stepNotFound();
    await writePositions({ db: tx }, await orderedStepIds({ db: tx }));
    await audit(tx, actor, 'step.delete', id, { title: gone.title, position: gone.position });
    await recordVersion({ db: tx }, actor, `Deleted step '${gone.title}'`);
  });
}

/** Whether a form's English fields are what the step already says (a form sends text with CRLF line breaks). */
function englishUnchanged(row: typeof sessionSteps.$inferSelect, values: ReturnType<typeof stepValues>): boolean {
  const text = (s: string) => s.replace(/\r\n?/g, '\n');
  return (
    text(row.title) === text(values.title) &&
    text(row.description) === text(values.description) &&
    text(row.textContent) === text(values.textContent) &&
    JSON.stringify(row.types) === JSON.stringify(values.types) &&
    row.radioTitle === values.radioTitle &&
    JSON.stringify(row.radioOptions) === JSON.stringify(values.radioOptions) &&
    row.sliderTitle === values.sliderTitle &&
    row.sliderMin === values.sliderMin &&
    row.sliderMax === values.sliderMax
  );
}

/** Moves a step to a 1-based position (clamped to 1..n); afterwards positions are exactly 1..n. */
export async function reorderStep(
  deps: Pick<ServiceDeps, 'db' | 'storage'>,
  stepId: string,
  newPosition: number,
  actor: Actor,
): Promise<AdminSessionStepResponse[]> {
  if (!isUuid(stepId)) throw stepNotFound();
  await deps.db.transaction(async (tx) => {
    await lockStepOrder({ db: tx });
    const ids = await orderedStepIds({ db: tx });
    const from = ids.indexOf(stepId);
    if (from < 0) throw stepNotFound();
    const to = Math.min(Math.max(newPosition, 1), ids.length) - 1;
    ids.splice(from, 1);
    ids.splice(to, 0, stepId);
    await writePositions({ db: tx }, ids);
    // The title lets the audit log say which step moved, even after it is renamed or deleted.
    const [moved] = await tx
      .select({ title: sessionSteps.title })
      .from(sessionSteps)
      .where(eq(sessionSteps.id, stepId));
    await audit(tx, actor, 'step.reorder', stepId, { title: moved?.title ?? null, from: from + 1, to: to + 1 });
    if (from !== to) await recordVersion({ db: tx }, actor, `Moved step '${moved?.title ?? ''}' to position ${to + 1}`);
  });
  return withTranslations(deps, await stepRows(deps));
}

import {
  DEFAULT_COUNTRY,
  type AdminSafetyResource,
  type Language,
  type SafetyLineTranslations,
  type SafetyResource,
  type SafetyResources,
} from '@clearwell/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { safetyResources } from '../../db/schema.js';
import { notFound } from '../../lib/app-error.js';
import { recordAudit, type AuditActor } from '../../lib/audit.js';
import { isUuid } from '../../lib/uuid.js';
import type { ServiceDeps } from '../service-deps.js';

/** Whether a session or a check-in calls for the crisis lines, and keeping the fact that one did. */
export { assessCheckIn, assessSafety, recordCheckInConcern, recordSafetyConcern } from './safety-concern.js';

type Row = typeof safetyResources.$inferSelect;

/** The fields of a line as the admin schemas hand them over (already trimmed, empty as null). */
export interface LineFields {
  country: string;
  name: string;
  phone: string | null;
  sms: string | null;
  url: string | null;
  hours: string | null;
  description: string | null;
  language?: string;
  translations?: SafetyLineTranslations;
  emergency?: boolean;
}

/** A text in `lang` where the back-office gave it, else as written in the line's own language. */
function textIn(r: Row, field: 'hours' | 'description', lang: Language | null) {
  const translated = lang && lang !== r.language ? r.translations[lang]?.[field] : null;
  if (translated) return { text: translated, language: lang };
  return { text: r[field], language: r[field] === null ? null : r.language };
}

const lineOf = (r: Row) => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  sms: r.sms,
  url: r.url,
  hours: r.hours,
  description: r.description,
  emergency: r.emergency,
});

const toPublic = (r: Row, lang: Language | null): SafetyResource => {
  const hours = textIn(r, 'hours', lang);
  const description = textIn(r, 'description', lang);
  return {
    ...lineOf(r),
    hours: hours.text,
    description: description.text,
    hours_language: hours.language,
    description_language: description.language,
  };
};

const toAdmin = (r: Row): AdminSafetyResource => ({
  ...lineOf(r),
  country: r.country,
  order: r.position,
  updated_at: r.updatedAt.toISOString(),
  language: r.language,
  translations: r.translations,
});

/** Only the languages given a text: an emptied translation is dropped. */
function compact(translations: SafetyLineTranslations): SafetyLineTranslations {
  return Object.fromEntries(
    Object.entries(translations)
      .map(([lang, texts]) => [lang, Object.fromEntries(Object.entries(texts ?? {}).filter(([, v]) => v))])
      .filter(([, texts]) => Object.keys(texts as object).length > 0),
  );
}

/** The lines as patients see them, with the number to call in danger (the first emergency line's). */
const answerOf = (country: string, rows: Row[], lang: Language | null): SafetyResources => ({
  country,
  emergency_number: rows.find((r) => r.emergency && r.phone)?.phone ?? null,
  resources: rows.map((r) => toPublic(r, lang)),
});

/** `*` stays `*`; a country code is kept in upper case. */
const countryKey = (country: string) => (country === DEFAULT_COUNTRY ? country : country.toUpperCase());

const linesOf = (db: Db, country: string) =>
  db
    .select()
    .from(safetyResources)
    .where(eq(safetyResources.country, country))
    .orderBy(asc(safetyResources.position), asc(safetyResources.createdAt));

/** A country's lines in the admin's order; a country with none (or no country) gets the default list. */
export async function resourcesFor(
  { db }: Pick<ServiceDeps, 'db'>,
  country: string | undefined,
  lang: Language | null = null,
): Promise<SafetyResources> {
  const code = country?.toUpperCase();
  const own = code ? await linesOf(db, code) : [];
  if (own.length) return answerOf(code!, own, lang);
  return answerOf(DEFAULT_COUNTRY, await linesOf(db, DEFAULT_COUNTRY), lang);
}

/** Every line, the default list first, then by country and order. */
export async function allResources({ db }: Pick<ServiceDeps, 'db'>): Promise<AdminSafetyResource[]> {
  const rows = await db
    .select()
    .from(safetyResources)
    .orderBy(
      sql`${safetyResources.country} <> ${DEFAULT_COUNTRY}`,
      asc(safetyResources.country),
      asc(safetyResources.position),
      asc(safetyResources.createdAt),
    );
  return rows.map(toAdmin);
}

/** Any fixed number: every change to the lists takes it first, so positions never interleave. */
const SAFETY_ORDER_LOCK = 7_305_110_023;
const lockOrder = (tx: Db) => tx.execute(sql`select pg_advisory_xact_lock(${SAFETY_ORDER_LOCK})`);

/** Writes positions 1..n to a country's lines in the given order. */
async function writeOrder(tx: Db, ids: string[]): Promise<void> {
  for (const [i, id] of ids.entries()) {
    await tx
      .update(safetyResources)
      .set({ position: i + 1 })
      .where(and(eq(safetyResources.id, id), sql`${safetyResources.position} <> ${i + 1}`));
  }
}

/** `ids` with `id` placed at a 1-based position, clamped to the list. */
function placed(ids: string[], id: string, order: number | undefined): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.min(Math.max((order ?? rest.length + 1) - 1, 0), rest.length);
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

async function loadForChange(tx: Db, id: string): Promise<Row> {
  const [row] = isUuid(id) ? await tx.select().from(safetyResources).where(eq(safetyResources.id, id)) : [];
  if (!row) throw notFound('Crisis line');
  return row;
}

const audit = (tx: Db, actor: AuditActor, action: string, row: Row, extra: Record<string, unknown> = {}) =>
  recordAudit(tx, {
    ...actor,
    action,
    targetType: 'safety_resource',
    targetId: row.id,
    details: { name: row.name, country: row.country, order: row.position, ...extra },
  });

/** Adds a line at `order` in its country's list (last when absent). */
export async function createResource(
  { db }: Pick<ServiceDeps, 'db'>,
  fields: LineFields & { order?: number },
  actor: AuditActor,
): Promise<AdminSafetyResource> {
  return db.transaction(async (tx) => {
    await lockOrder(tx);
    const { order, translations, ...line } = fields;
    const country = countryKey(line.country);
    const ids = (await linesOf(tx, country)).map((r) => r.id);
    const [inserted] = await tx
      .insert(safetyResources)
      .values({
        ...line,
        ...(translations ? { translations: compact(translations) } : {}),
        country,
        position: ids.length + 1,
      })
      .returning();
    await writeOrder(tx, placed(ids, inserted!.id, order));
    const row = await loadForChange(tx, inserted!.id);
    await audit(tx, actor, 'safety_resource.create', row);
    return toAdmin(row);
  });
}

/** Changes the fields given; a new country or order moves the line, closing the gap it leaves. */
export async function updateResource(
  { db }: Pick<ServiceDeps, 'db'>,
  id: string,
  changes: Partial<LineFields> & { order?: number },
  actor: AuditActor,
): Promise<AdminSafetyResource> {
  return db.transaction(async (tx) => {
    await lockOrder(tx);
    const before = await loadForChange(tx, id);
    const { order, ...given } = changes;
    const fields = given.translations ? { ...given, translations: compact(given.translations) } : given;
    const country = fields.country === undefined ? before.country : countryKey(fields.country);
    const changed = (Object.keys(fields) as (keyof LineFields)[]).filter(
      (k) =>
        k !== 'country' &&
        (k === 'translations' ? JSON.stringify(fields[k]) !== JSON.stringify(before[k]) : fields[k] !== before[k]),
    );
    await tx
      .update(safetyResources)
      .set({ ...fields, country, updatedAt: new Date() })
      .where(eq(safetyResources.id, id));
    if (country !== before.country)
      await writeOrder(
        tx,
        (await linesOf(tx, before.country)).map((r) => r.id),
      );
    if (country !== before.country || order !== undefined) {
      const ids = (await linesOf(tx, country)).map((r) => r.id);
      await writeOrder(tx, placed(ids, id, order ?? (country === before.country ? before.position : undefined)));
    }
    const row = await loadForChange(tx, id);
    if (country !== before.country) changed.push('country');
    await audit(tx, actor, 'safety_resource.update', row, {
      fields: changed,
      ...(country !== before.country ? { from_country: before.country } : {}),
      ...(row.position !== before.position || country !== before.country ? { from_order: before.position } : {}),
    });
    return toAdmin(row);
  });
}

/** Removes a line and closes the gap in its country's list. */
export async function deleteResource({ db }: Pick<ServiceDeps, 'db'>, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx);
    const row = await loadForChange(tx, id);
    await tx.delete(safetyResources).where(eq(safetyResources.id, id));
    await writeOrder(
      tx,
      (await linesOf(tx, row.country)).map((r) => r.id),
    );
    await audit(tx, actor, 'safety_resource.delete', row);
  });
}

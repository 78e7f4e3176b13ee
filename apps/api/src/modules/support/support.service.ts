import type { SupportMessage } from '@clearwell/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { supporters, supportLinks, supportMessages, supportViews } from '../../db/schema.js';
import type { ServiceDeps } from '../service-deps.js';
import { activeLinkOf, allViews, linkOfSupporter, noActiveLink, scopeOf } from './support-links.js';
import { addMessage, mailMessageWaiting, threadOf } from './support-messages.js';

/** Supporters, the patient's side and the supporter's (docs/api.md, Supporters). */
export { createLink, endLink, listViews, readLink, updateScope } from './support-links.js';
export { caseload } from './caseload.js';
export { readSupportedPatient } from './supported-patient.js';

/** The thread of the patient's active link; empty without one (a new link starts a new thread). */
export async function patientThread({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<SupportMessage[]> {
  const link = await activeLinkOf(db, userId);
  return link ? threadOf(db, link.id) : [];
}

/** A message from the patient to their supporter. 404 without an active link. */
export async function sendPatientMessage(
  { db }: Pick<ServiceDeps, 'db'>,
  userId: string,
  text: string,
): Promise<SupportMessage> {
  const link = await activeLinkOf(db, userId);
  if (!link) throw noActiveLink();
  return addMessage(db, link, 'patient', text);
}

/** The thread with one of the supporter's patients; 404 for anyone else's, or an ended link. */
export async function supporterThread(
  { db }: Pick<ServiceDeps, 'db'>,
  supporterId: string,
  patientId: string,
): Promise<SupportMessage[]> {
  const link = await linkOfSupporter(db, supporterId, patientId);
  return threadOf(db, link.id);
}

/** A message from the supporter, and a mail telling the patient it is waiting (when they want one). */
export async function sendSupporterMessage(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'config' | 'log'>,
  supporterId: string,
  patientId: string,
  text: string,
): Promise<SupportMessage> {
  const link = await linkOfSupporter(deps.db, supporterId, patientId);
  const message = await addMessage(deps.db, link, 'supporter', text);
  await mailMessageWaiting(deps, link.userId);
  return message;
}

/**
 * Every link the patient made, oldest first, for their data download: the supporter's name, what
 * it shared, since and until when, each time the supporter opened the page, and the messages.
 */
export async function supportForExport({ db }: Pick<ServiceDeps, 'db'>, userId: string) {
  const links = await db
    .select({ link: supportLinks, supporterName: supporters.name })
    .from(supportLinks)
    .innerJoin(supporters, eq(supporters.id, supportLinks.supporterId))
    .where(eq(supportLinks.userId, userId))
    .orderBy(asc(supportLinks.createdAt), asc(supportLinks.id));
  const exported = [];
  for (const { link, supporterName } of links) {
    exported.push({
      supporter: { name: supporterName },
      scope: scopeOf(link),
      since: link.createdAt.toISOString(),
      ended_at: link.endedAt?.toISOString() ?? null,
      views: await allViews(db, link.id),
      messages: await threadOf(db, link.id, true),
    });
  }
  return exported;
}

/** Deletes the patient's links, their views and the messages (account deletion: the caller's transaction). */
export async function deleteSupportOf({ db }: Pick<ServiceDeps, 'db'>, userId: string): Promise<void> {
  const own = db.select({ id: supportLinks.id }).from(supportLinks).where(eq(supportLinks.userId, userId));
  await db.delete(supportMessages).where(eq(supportMessages.userId, userId));
  await db.delete(supportViews).where(inArray(supportViews.linkId, own));
  await db.delete(supportLinks).where(eq(supportLinks.userId, userId));
}

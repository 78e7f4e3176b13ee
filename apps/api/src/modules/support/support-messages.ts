import type { Language, SupportMessage } from '@clearwell/shared';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supportMessages, users } from '../../db/schema.js';
import { mailFailure } from '../../lib/mail-failure.js';
import { renderMail, type MailMessage } from '../../lib/mailer.js';
import { fill, supportMessageTexts } from '../../lib/mail-texts/index.js';
import type { ServiceDeps } from '../service-deps.js';

/** A thread answers its latest this many messages, oldest first; the data download has them all. */
export const LISTED_MESSAGES = 500;

type MessageRow = typeof supportMessages.$inferSelect;
const toWire = (row: Pick<MessageRow, 'id' | 'sender' | 'text' | 'createdAt'>): SupportMessage => ({
  id: row.id,
  from: row.sender,
  text: row.text,
  at: row.createdAt.toISOString(),
});

const columns = {
  id: supportMessages.id,
  sender: supportMessages.sender,
  text: supportMessages.text,
  createdAt: supportMessages.createdAt,
};

/** A link's thread: its latest LISTED_MESSAGES messages, oldest first (`everything`: all of them). */
export async function threadOf(db: Db, linkId: string, everything = false): Promise<SupportMessage[]> {
  if (everything) {
    const all = await db
      .select(columns)
      .from(supportMessages)
      .where(eq(supportMessages.linkId, linkId))
      .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
    return all.map(toWire);
  }
  const latest = await db
    .select(columns)
    .from(supportMessages)
    .where(eq(supportMessages.linkId, linkId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(LISTED_MESSAGES);
  return latest.reverse().map(toWire);
}

/** Adds a message to a link's thread. */
export async function addMessage(
  db: Db,
  link: { id: string; userId: string },
  from: SupportMessage['from'],
  text: string,
): Promise<SupportMessage> {
  const [row] = await db
    .insert(supportMessages)
    .values({ userId: link.userId, linkId: link.id, sender: from, text })
    .returning(columns);
  return toWire(row!);
}

/** "You have a message from your supporter", in the patient's language: never the text, nor who wrote it. */
function messageWaitingMail(config: ServiceDeps['config'], to: string, language: Language): MailMessage {
  const t = supportMessageTexts[language];
  const values = { appName: config.appName };
  const { text, html } = renderMail({
    appName: config.appName,
    language,
    heading: fill(t.heading, values),
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    action: { label: t.action, url: `${config.publicUrl.replace(/\/$/, '')}/messages` },
    footer: fill(t.footer, values),
  });
  return { to, subject: fill(t.subject, values), text, html };
}

/**
 * Tells the patient a supporter's message is waiting, when their `support_emails` setting is on.
 * The answer does not wait for the mail server, and a failure is logged without the address.
 */
export async function mailMessageWaiting(
  deps: Pick<ServiceDeps, 'db' | 'mailer' | 'config' | 'log'>,
  userId: string,
): Promise<void> {
  const [patient] = await deps.db
    .select({ email: users.email, language: users.language, supportEmails: users.supportEmails })
    .from(users)
    .where(eq(users.id, userId));
  if (!patient?.supportEmails) return;
  void deps.mailer
    .send(messageWaitingMail(deps.config, patient.email, patient.language))
    .catch((err: unknown) => deps.log.error({ mail: mailFailure(err) }, 'support message mail failed'));
}

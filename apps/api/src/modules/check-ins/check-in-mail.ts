import { parseFollowUpEntry, type Language } from '@clearwell/shared';
import { renderMail, type MailMessage } from '../../lib/mailer.js';
import { checkInTexts, fill } from '../../lib/mail-texts/index.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface DueCheckInMail {
  id: string;
  email: string;
  after: string;
  /** The patient's language setting: the mail is written in it. */
  language: Language;
  /** What the unsubscribe link is signed with besides the patient's id (unsubscribe-token.ts). */
  check_in_mail_key: string | null;
}

const UNITS = [
  [30 * 86_400, 'month'],
  [7 * 86_400, 'week'],
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
] as const;

/** `7d` → "a week", `30d` → "a month", `2d` → "2 days" (in German "eine Woche", in Spanish "una semana"). */
export function timeInWords(after: string, language: Language = 'en'): string {
  const seconds = parseFollowUpEntry(after)?.seconds ?? 0;
  const [size, unit] = UNITS.find(([s]) => seconds >= s && seconds % s === 0) ?? [1, 'second'];
  const n = seconds / size;
  const [one, many] = checkInTexts[language].units[unit];
  return n === 1 ? one : fill(many, { n: String(n) });
}

/**
 * The reminder for one due check-in, in the patient's language. It never quotes the journal: a
 * mail can be read on a lock screen or a shared computer, so it says only how long ago, and
 * links to the check-in.
 */
export function checkInMail(
  opts: { appName: string; publicUrl: string; jwtSecret: string; userId: string },
  due: DueCheckInMail,
): MailMessage {
  const link = `${opts.publicUrl}/check-ins/${due.id}`;
  const token = unsubscribeToken(opts.jwtSecret, opts.userId, due.check_in_mail_key);
  const oneClick = `${opts.publicUrl}/api/check-ins/unsubscribe/${token}`;
  const unsubscribePage = `${opts.publicUrl}/unsubscribe#${token}`;
  const t = checkInTexts[due.language];
  const values = { appName: opts.appName, ago: timeInWords(due.after, due.language), unsubscribeUrl: unsubscribePage };
  const { text, html } = renderMail({
    appName: opts.appName,
    language: due.language,
    heading: fill(t.heading, values),
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    action: { label: t.action, url: link },
    footer: fill(t.footer, values),
  });
  return {
    to: due.email,
    subject: fill(t.subject, values),
    text,
    html,
    // RFC 8058: a mail client may offer its own one-click button, which POSTs to this address.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

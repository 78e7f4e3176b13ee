import { parseFollowUpEntry } from '@clearwell/shared';
import { renderMail, type MailMessage } from '../../lib/mailer.js';
import { unsubscribeToken } from './unsubscribe-token.js';

export interface DueCheckInMail {
  id: string;
  email: string;
  after: string;
}

const UNITS: Array<[number, string]> = [
  [30 * 86_400, 'month'],
  [7 * 86_400, 'week'],
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
  [1, 'second'],
];

/** `7d` → "a week", `30d` → "a month", `2d` → "2 days". */
export function timeInWords(after: string): string {
  const seconds = parseFollowUpEntry(after)?.seconds ?? 0;
  const [size, unit] = UNITS.find(([s]) => seconds >= s && seconds % s === 0) ?? [1, 'second'];
  const n = seconds / size;
  return n === 1 ? `${unit === 'hour' ? 'an' : 'a'} ${unit}` : `${n} ${unit}s`;
}

/**
 * The reminder for one due check-in. It never quotes the journal: a mail can be read on a
 * lock screen or a shared computer, so it says only how long ago, and links to the check-in.
 */
export function checkInMail(
  opts: { appName: string; publicUrl: string; jwtSecret: string; userId: string },
  due: DueCheckInMail,
): MailMessage {
  const link = `${opts.publicUrl}/check-ins/${due.id}`;
  const token = unsubscribeToken(opts.jwtSecret, opts.userId);
  const oneClick = `${opts.publicUrl}/api/check-ins/unsubscribe/${token}`;
  const unsubscribePage = `${opts.publicUrl}/unsubscribe#${token}`;
  const ago = timeInWords(due.after);
  const { text, html } = renderMail({
    appName: opts.appName,
    heading: 'Is it still gone?',
    paragraphs: [
      `It has been ${ago} since your session. How strong is that feeling now?`,
      'Answering takes a few seconds, and your journal shows how it has changed.',
    ],
    action: { label: 'Answer the check-in', url: link },
    footer: `You get these reminders because you turned them on in Settings. To stop them: ${unsubscribePage}`,
  });
  return {
    to: due.email,
    subject: `${opts.appName}: how is it ${ago} later?`,
    text,
    html,
    link,
    // RFC 8058: a mail client may offer its own one-click button, which POSTs to this address.
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

import type { Language } from '@clearwell/shared';
import type { Config } from '../../config.js';
import { renderMail, type MailMessage } from '../../lib/mailer.js';
import { fill, supporterInviteTexts } from '../../lib/mail-texts/index.js';

/** The link a supporter sets their password through: the secret is its last segment. */
export const setPasswordUrl = (config: Config, secret: string) =>
  `${config.publicUrl.replace(/\/$/, '')}/supporter/set-password/${secret}`;

/** The invitation (or its resend) with a fresh set-password link. */
export function supporterInviteMail(
  config: Config,
  supporter: { email: string; name: string },
  secret: string,
  language: Language,
): MailMessage {
  const t = supporterInviteTexts[language];
  const values = { appName: config.appName, name: supporter.name };
  const { text, html } = renderMail({
    appName: config.appName,
    language,
    heading: fill(t.heading, values),
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    action: { label: t.action, url: setPasswordUrl(config, secret) },
  });
  return { to: supporter.email, subject: fill(t.subject, values), text, html };
}

import type { Language } from '@clearwell/shared';
import { renderMail } from '../../lib/mailer.js';
import { accountExistsTexts, fill, verificationTexts } from '../../lib/mail-texts/index.js';
import type { ServiceDeps } from '../service-deps.js';

type MailDeps = Pick<ServiceDeps, 'config' | 'mailer'>;

/**
 * Mails to an address nobody has confirmed never repeat the names typed at sign-up: whoever
 * typed them chose the address too, and a name can carry a line aimed at the address's owner.
 * Each mail is written in the patient's language setting.
 */
export async function sendVerificationMail(deps: MailDeps, user: { email: string; language: Language }, link: string) {
  const { appName } = deps.config;
  const t = verificationTexts[user.language];
  const values = { appName };
  await deps.mailer.send({
    to: user.email,
    subject: fill(t.subject, values),
    ...renderMail({
      appName,
      language: user.language,
      heading: fill(t.heading, values),
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      action: { label: t.action, url: link },
    }),
  });
}

/**
 * Sent instead of a second account when someone signs up with a registered e-mail. It greets
 * the owner by name only once the address is verified (see above).
 */
export async function sendAccountExistsMail(
  deps: MailDeps,
  user: { email: string; firstName: string; status: 'inactive' | 'active'; language: Language },
) {
  const { appName, publicUrl } = deps.config;
  const link = `${publicUrl}/login`;
  const t = accountExistsTexts[user.language];
  const values = { appName, firstName: user.firstName };
  await deps.mailer.send({
    to: user.email,
    subject: fill(t.subject, values),
    ...renderMail({
      appName,
      language: user.language,
      heading: fill(user.status === 'active' ? t.headingNamed : t.heading, values),
      paragraphs: t.paragraphs.map((p) => fill(p, values)),
      action: { label: t.action, url: link },
    }),
  });
}

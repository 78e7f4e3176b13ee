import { renderMail } from '../../lib/mailer.js';
import type { ServiceDeps } from '../service-deps.js';

type MailDeps = Pick<ServiceDeps, 'config' | 'mailer'>;

/**
 * Mails to an address nobody has confirmed never repeat the names typed at sign-up: whoever
 * typed them chose the address too, and a name can carry a line aimed at the address's owner.
 */
export async function sendVerificationMail(deps: MailDeps, user: { email: string }, link: string) {
  const { appName } = deps.config;
  await deps.mailer.send({
    to: user.email,
    subject: `Confirm your e-mail for ${appName}`,
    link,
    ...renderMail({
      appName,
      heading: `Welcome to ${appName}`,
      paragraphs: [
        `Thank you for joining ${appName}. Please confirm that this is your e-mail address so you can sign in.`,
        'The link works once and expires in 24 hours. If you did not create an account, you can ignore this message.',
      ],
      action: { label: 'Confirm my e-mail', url: link },
    }),
  });
}

/**
 * Sent instead of a second account when someone signs up with a registered e-mail. It greets
 * the owner by name only once the address is verified (see above).
 */
export async function sendAccountExistsMail(
  deps: MailDeps,
  user: { email: string; firstName: string; status: 'inactive' | 'active' },
) {
  const { appName, publicUrl } = deps.config;
  const link = `${publicUrl}/login`;
  await deps.mailer.send({
    to: user.email,
    subject: `You already have a ${appName} account`,
    link,
    ...renderMail({
      appName,
      heading: user.status === 'active' ? `Hello, ${user.firstName}` : 'Hello',
      paragraphs: [
        `Someone, probably you, tried to create a new ${appName} account with this e-mail address. You already have one, so nothing was changed.`,
        'You can sign in, or use "Forgot password" on the sign-in page if you no longer remember your password. If this was not you, you can ignore this message.',
      ],
      action: { label: 'Sign in', url: link },
    }),
  });
}

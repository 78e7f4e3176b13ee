import type { Config } from '../../config.js';
import { renderMail } from '../../lib/mailer.js';

/** Builds a link under PUBLIC_URL with properly encoded query parameters. */
export function publicLink(config: Config, path: string, query: Record<string, string>): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

/** `firstName` only for a verified address: see patient-auth.mails.ts. */
export function resetPasswordMail(config: Config, to: string, firstName: string | undefined, token: string) {
  const link = publicLink(config, '/auth/reset-password', { token, email: to });
  const { text, html } = renderMail({
    appName: config.appName,
    heading: 'Reset your password',
    paragraphs: [
      firstName === undefined ? 'Hello,' : `Hello ${firstName},`,
      `Someone asked to reset the password of your ${config.appName} account. If it was you, choose a new password with the link below.`,
      'The link works once and stays valid for 1 hour. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    action: { label: 'Choose a new password', url: link },
  });
  return { to, subject: `Reset your ${config.appName} password`, text, html, link };
}

export function passwordChangedMail(config: Config, to: string, firstName: string) {
  const link = publicLink(config, '/forgot-password', {});
  const { text, html } = renderMail({
    appName: config.appName,
    heading: 'Your password was changed',
    paragraphs: [
      `Hello ${firstName},`,
      `The password of your ${config.appName} account was just changed, and other devices were signed out.`,
      'If this was not you, reset your password now with the link below.',
    ],
    action: { label: 'Reset my password', url: link },
  });
  return { to, subject: `Your ${config.appName} password was changed`, text, html, link };
}

import type { Language } from '@clearwell/shared';
import type { Config } from '../../config.js';
import { renderMail } from '../../lib/mailer.js';
import { fill, passwordChangedTexts, resetPasswordTexts } from '../../lib/mail-texts/index.js';

/** Builds a link under PUBLIC_URL with properly encoded query parameters. */
export function publicLink(config: Config, path: string, query: Record<string, string>): string {
  const url = new URL(path, `${config.publicUrl}/`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url.toString();
}

/** `firstName` only for a verified address: see patient-auth.mails.ts. In the patient's language. */
export function resetPasswordMail(
  config: Config,
  to: string,
  firstName: string | undefined,
  token: string,
  language: Language,
) {
  const link = publicLink(config, '/auth/reset-password', { token, email: to });
  const t = resetPasswordTexts[language];
  const values = { appName: config.appName, firstName: firstName ?? '' };
  const { text, html } = renderMail({
    appName: config.appName,
    language,
    heading: fill(t.heading, values),
    paragraphs: [
      fill(firstName === undefined ? t.greeting : t.greetingNamed, values),
      ...t.paragraphs.map((p) => fill(p, values)),
    ],
    action: { label: t.action, url: link },
  });
  return { to, subject: fill(t.subject, values), text, html };
}

export function passwordChangedMail(config: Config, to: string, firstName: string, language: Language) {
  const link = publicLink(config, '/forgot-password', {});
  const t = passwordChangedTexts[language];
  const values = { appName: config.appName, firstName };
  const { text, html } = renderMail({
    appName: config.appName,
    language,
    heading: fill(t.heading, values),
    paragraphs: t.paragraphs.map((p) => fill(p, values)),
    action: { label: t.action, url: link },
  });
  return { to, subject: fill(t.subject, values), text, html };
}

import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@clearwell/shared';
import { fill, layoutTexts } from './mail-texts/index.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  appName: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file in the outbox. */
export function createMailer(opts: MailerOptions): Mailer {
  const from = { name: opts.appName, address: opts.from.replace(/^.*<|>.*$/g, '') };
  if (opts.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(m) {
        await transport.sendMail({
          from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          headers: m.headers,
        });
        opts.log.info({ subject: m.subject }, 'mail sent');
      },
    };
  }
  const buildEml = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await buildEml.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: m.headers,
      });
      await mkdir(opts.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      const tmp = path.join(opts.outboxDir, `.${name}.tmp`);
      await writeFile(tmp, info.message as Buffer, { mode: 0o600 });
      await rename(tmp, path.join(opts.outboxDir, name));
      // The file, not its link: a link carries a secret, and no secret goes to a log (the .eml has it).
      opts.log.info({ subject: m.subject, file: path.join(opts.outboxDir, name) }, 'mail written to the outbox');
    },
  };
}

/** Escapes text for the HTML part of a mail. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A calm, plain mail layout with one call to action, its own words in `language` (English by default). */
export function renderMail(opts: {
  appName: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  language?: Language;
}) {
  const { appName, heading, paragraphs, action } = opts;
  const language = opts.language ?? 'en';
  const layout = layoutTexts[language];
  const footer = opts.footer ?? fill(layout.signature, { appName });
  const text = [
    heading,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#1f2d2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:14px;color:#3c7a72;font-weight:bold;letter-spacing:.04em">${escapeHtml(appName)}</td></tr>
<tr><td style="padding-top:12px;font-size:22px;font-weight:bold">${escapeHtml(heading)}</td></tr>
${paragraphs.map((p) => `<tr><td style="padding-top:12px;font-size:16px;line-height:1.5">${escapeHtml(p)}</td></tr>`).join('\n')}
${
  action
    ? `<tr><td style="padding-top:24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#2f6f66;color:#ffffff;text-decoration:none;padding:12px 22px;border-radius:8px;font-size:16px">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:13px;color:#5b6b68">${escapeHtml(layout.buttonFallback)}<br>${escapeHtml(action.url)}</td></tr>`
    : ''
}
<tr><td style="padding-top:24px;font-size:13px;color:#5b6b68">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`;
  return { text, html };
}

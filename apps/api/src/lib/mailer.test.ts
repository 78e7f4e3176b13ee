import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSink } from '../../test/mail-sink.js';
import { createMailer, renderMail } from './mailer.js';

const message = () => ({
  to: 'ana@example.test',
  subject: 'Confirm your e-mail',
  ...renderMail({
    appName: 'Clearwell',
    heading: 'Welcome',
    paragraphs: ['Thanks for joining <us>.'],
    action: { label: 'Confirm my e-mail', url: 'http://clearwell.test/auth/email-verified?code=abc123' },
  }),
});

describe('mail', () => {
  let sink: MailSink;
  beforeAll(async () => {
    sink = await new MailSink().start();
  });
  afterAll(() => sink.stop());

  it('sends through SMTP when SMTP_URL is set', async () => {
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'care@clearwell.test',
      appName: 'Clearwell',
      outboxDir: '/nonexistent',
      log: pino({ level: 'silent' }),
    });
    await mailer.send(message());
    const received = await sink.waitFor('ana@example.test');
    expect(received.subject).toBe('Confirm your e-mail');
    expect(received.from).toContain('Clearwell');
    expect(received.links).toContain('http://clearwell.test/auth/email-verified?code=abc123');
    expect(received.html).toContain('&lt;us&gt;');
  });

  it('writes an .eml file to the outbox and logs its path, never its link, when no SMTP_URL is set', async () => {
    const outbox = path.join(mkdtempSync(path.join(os.tmpdir(), 'outbox-')), 'outbox');
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    await createMailer({
      smtpUrl: undefined,
      from: 'no-reply@localhost',
      appName: 'Clearwell',
      outboxDir: outbox,
      log,
    }).send(message());
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^Subject: Confirm your e-mail$/m);
    expect(eml).toMatch(/^To: ana@example.test$/m);
    const logged = lines.join('\n');
    expect(logged).toContain(path.join(outbox, files[0]!));
    expect(logged).not.toContain('abc123');
    expect(logged).not.toContain('ana@example.test');
  });
});

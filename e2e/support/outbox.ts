import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Decodes quoted-printable text as written by the mailer. */
function decodeQuotedPrintable(s: string): string {
  return s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * Waits for the newest outbox mail to `to` and returns its first link to the app. `dataDir`
 * defaults to the shared e2e server's; tests with their own server pass theirs.
 */
export async function waitForMailLink(to: string, subject?: RegExp, timeoutMs = 10_000, dataDir = process.env.E2E_DATA_DIR!): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
    } catch {
      /* not created yet */
    }
    for (const file of files) {
      const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      if (subject && !subject.test(raw.match(/^Subject: (.*)$/m)?.[1] ?? '')) continue;
      const link = raw.match(/https?:\/\/127\.0\.0\.1:\d+\/[^\s"'<>]+/)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

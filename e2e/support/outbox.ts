import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Decodes quoted-printable text as written by the mailer. */
function decodeQuotedPrintable(s: string): string {
  return s
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Newest first, the .eml files of the given data directories' outboxes. */
function outboxFiles(dataDirs: string[]): string[] {
  return dataDirs
    .flatMap((dir) => {
      const outbox = path.join(dir, 'outbox');
      try {
        return readdirSync(outbox)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => ({ f, full: path.join(outbox, f) }));
      } catch {
        return []; // not created yet
      }
    })
    .sort((a, b) => b.f.localeCompare(a.f))
    .map((x) => x.full);
}

/**
 * Waits for the newest outbox mail to `to` and returns its first link to the app. Addresses
 * are unique per test, so by default every configured server's outbox is searched; a test
 * with a server it started itself passes that server's `dataDir`.
 */
export async function waitForMailLink(
  to: string,
  subject?: RegExp,
  timeoutMs = 10_000,
  dataDir?: string,
  linkPath = /\//,
): Promise<string> {
  const dataDirs = dataDir ? [dataDir] : (process.env.E2E_DATA_DIRS ?? process.env.E2E_DATA_DIR!).split(',');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const file of outboxFiles(dataDirs)) {
      const raw = decodeQuotedPrintable(readFileSync(file, 'utf8'));
      if (!new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      if (subject && !subject.test(raw.match(/^Subject: (.*)$/m)?.[1] ?? '')) continue;
      const link = [...raw.matchAll(/https?:\/\/127\.0\.0\.1:\d+(\/[^\s"'<>]+)/g)].find((m) =>
        linkPath.test(m[1]!),
      )?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Header values by lower-case name, as sent. */
  headers: Map<string, string>;
  /** When the sink received it. */
  receivedAt: Date;
}

export interface MailSinkOptions {
  /**
   * How long the server takes to answer a message it has read (a slow mail server). As a real
   * one, it keeps only what it answered: a client that hangs up before the answer sent nothing.
   */
  answerAfterMs?: number;
}

/** A real SMTP server on loopback that keeps what it receives, for tests to read. */
export class MailSink {
  readonly messages: ReceivedMail[] = [];
  /** Messages read and not answered yet: a client is waiting on each. */
  answering = 0;
  private waiters: Array<() => void> = [];
  private hungUp = new Set<string>();
  private server: SMTPServer;
  /** Recipients this sink refuses, as a mail server answers an unknown mailbox. */
  private refused: (address: string) => boolean = () => false;
  port = 0;

  constructor({ answerAfterMs = 0 }: MailSinkOptions = {}) {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.refused(address.address)) return callback();
        // Quoting the address, as real servers do: a client's error then carries it too.
        const err = Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), {
          responseCode: 550,
        });
        callback(err);
      },
      onClose: (session) => {
        this.hungUp.add(session.id);
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then(async (mail) => {
            this.answering++;
            await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
            this.answering--;
            if (this.hungUp.has(session.id)) return callback(new Error('the client hung up'));
            const text = mail.text ?? '';
            const html = typeof mail.html === 'string' ? mail.html : '';
            const links = [...new Set([...text.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]))];
            const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
              a.value.map((v) => v.address ?? ''),
            );
            const headers = new Map(mail.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]));
            this.messages.push({
              to,
              from: mail.from?.text ?? '',
              subject: mail.subject ?? '',
              text,
              html,
              links,
              headers,
              receivedAt: new Date(),
            });
            this.waiters.splice(0).forEach((w) => w());
            callback();
          })
          .catch(callback);
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as { port: number }).port;
    return this;
  }

  /** From now on, answers RCPT TO for these addresses with 550 (user unknown). */
  refuseRecipients(refused: (address: string) => boolean): void {
    this.refused = refused;
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for a mail to `to` (optionally with a subject matching), up to a few seconds. */
  waitFor(to: string, subject?: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
    return this.waitUntil(
      () => [...this.to(to)].reverse().find((m) => !subject || subject.test(m.subject)),
      `no mail to ${to} within ${timeoutMs} ms`,
      timeoutMs,
    );
  }

  /** Waits for a mail to `to` beyond the first `seen` ones it received: the next one, not an old one. */
  waitForNext(to: string, seen: number, subject?: RegExp, timeoutMs = 5000): Promise<ReceivedMail> {
    return this.waitUntil(
      () =>
        this.to(to)
          .slice(seen)
          .find((m) => !subject || subject.test(m.subject)),
      `no new mail to ${to} within ${timeoutMs} ms`,
      timeoutMs,
    );
  }

  private async waitUntil(
    find: () => ReceivedMail | undefined,
    failure: string,
    timeoutMs: number,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found) return found;
      if (Date.now() > deadline) throw new Error(failure);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()));
  }

  async stop() {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLogger, loggerOptions } from './logger.js';

/** A production-configured pino writing its records into an array. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = createLogger({
    ...loggerOptions(level),
    stream: { write: (line: string) => lines.push(JSON.parse(line)) },
  });
  return { parent, lines };
}

describe('the production logger', () => {
  it('writes errors with their type, message and stack, and a reply as its status alone', () => {
    const { parent, lines } = capture('info');
    parent.error({ err: new TypeError('broken'), res: { statusCode: 500, raw: { secret: 'x' } } }, 'failed');
    expect(lines[0]).toMatchObject({
      err: { type: 'TypeError', message: 'broken', stack: expect.stringContaining('TypeError: broken') },
      res: { statusCode: 500 },
    });
    expect(lines[0]!.res).toEqual({ statusCode: 500 });
  });
});

describe('a database failure, wherever it is logged', () => {
  it('keeps its SQLSTATE, constraint, table and frames, and none of the statement, parameters or quoted values', () => {
    const { parent, lines } = capture('info');
    // As PGlite throws it: the server's fields, plus the query and parameters it adds.
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (email)=(private.person@example.test) already exists.',
      constraint: 'users_email_unique',
      table: 'users',
      query: 'insert into "users" ("email", "password_hash") values ($1, $2)',
      params: ['private.person@example.test', '$argon2id$v=19$m=19456,t=2,p=1$secret-hash'],
    });
    const err = new DrizzleQueryError(cause.query, cause.params, cause);
    parent.error({ err }, 'mail could not be sent');
    expect(lines[0]!.err).toEqual({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_unique',
      table: 'users',
      stack: expect.stringMatching(/^ {4}at /),
    });
    const written = JSON.stringify(lines[0]);
    for (const secret of ['private.person', 'secret-hash', 'insert into', 'duplicate key'])
      expect(written).not.toContain(secret);
  });

  it('leaves out frames it cannot cut cleanly from a message that mimics them', () => {
    const { parent, lines } = capture('info');
    const cause = Object.assign(new Error('failed'), { severity: 'ERROR', code: '22P02' });
    const err = new DrizzleQueryError('select $1', ['x\n    at private words'], cause);
    err.stack = `Changed: ${err.stack}`;
    parent.error({ err }, 'failed');
    expect(lines[0]!.err).toEqual({ type: 'DatabaseError', code: '22P02' });
  });
});

describe('a mail failure, wherever it is logged', () => {
  it('keeps the SMTP code and reply number, and none of the addresses its message and lists quote', () => {
    const { parent, lines } = capture('info');
    // As nodemailer rejects a mail whose only recipient the server refused.
    const err = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <private.person@example.test>: unknown"),
      {
        code: 'EENVELOPE',
        response: '550 5.1.1 <private.person@example.test>: unknown',
        responseCode: 550,
        command: 'RCPT TO',
        rejected: ['private.person@example.test'],
      },
    );
    parent.error({ err }, 'the request failed');
    expect(lines[0]!.err).toEqual({ type: 'MailFailure', code: 'EENVELOPE', responseCode: 550 });
    expect(JSON.stringify(lines[0])).not.toContain('private.person');
  });
});

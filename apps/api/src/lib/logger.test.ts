import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, loggerOptions, requestLoggers, writesRequestLogs } from './logger.js';

/** A production-configured pino writing its records into an array. */
function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const parent = createLogger({ ...loggerOptions(level), stream: { write: (line: string) => lines.push(JSON.parse(line)) } })!;
  return { parent, lines };
}

describe('a request logger built on first use', () => {
  it('writes what its child would: the request id, redaction, and nothing below the level', () => {
    const { parent, lines } = capture('info');
    const log = requestLoggers(parent)(parent, { reqId: 'r-1' });
    log.debug('not at this level');
    log.info({ body: { password: 'hunter22' } }, 'signed in');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'r-1', msg: 'signed in', body: { password: '[redacted]' } });
  });

  it('follows a level of its own (a route logLevel) rather than the parent', () => {
    const { parent, lines } = capture('warn');
    const log = requestLoggers(parent)(parent, { reqId: 'r-2' }, { level: 'debug' }) as unknown as pino.Logger;
    expect(log.isLevelEnabled('debug')).toBe(true);
    log.debug('shown');
    expect(lines.map((l) => l.msg)).toEqual(['shown']);
  });

  it('answers isLevelEnabled as the parent does until it has a level of its own', () => {
    const { parent } = capture('warn');
    const log = requestLoggers(parent)(parent, { reqId: 'r-3' }) as unknown as pino.Logger;
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.isLevelEnabled('error')).toBe(true);
  });
});

describe('writesRequestLogs', () => {
  it('is true at info and below, where Fastify writes its request lines, and false above or without a logger', () => {
    const at = (level: string) => writesRequestLogs(createLogger(loggerOptions(level)));
    expect(at('info')).toBe(true);
    expect(at('debug')).toBe(true);
    expect(at('warn')).toBe(false);
    expect(at('silent')).toBe(false);
    expect(writesRequestLogs(createLogger(false))).toBe(false);
  });
});

describe('the production logger', () => {
  it('writes errors with their type, message and stack, and a reply as its status alone', () => {
    const { parent, lines } = capture('info');
    parent.error({ err: new TypeError('broken'), res: { statusCode: 500, raw: { secret: 'x' } } }, 'failed');
    expect(lines[0]).toMatchObject({ err: { type: 'TypeError', message: 'broken', stack: expect.stringContaining('TypeError: broken') }, res: { statusCode: 500 } });
    expect(lines[0]!.res).toEqual({ statusCode: 500 });
  });
});

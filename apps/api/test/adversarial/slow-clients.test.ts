import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMultipart } from '../../src/plugins/multipart-scope.js';
import { buildTestApp, type TestContext } from '../app.js';
import { multipartEnvelope } from '../multipart.js';

/**
 * Clients that send slowly or stop halfway, against a real listening server with short limits:
 * 1 s for headers, 3 s for a whole request, 0.5 s without a byte, 1 s of keep-alive. Node checks
 * the first two every half second, so each holds within its value plus that.
 */
const timeouts = { headersMs: 1000, requestMs: 3000, idleMs: 500, keepAliveMs: 1000 };
/** Node adds a second to the keep-alive limit it advertises, for the client's sake. */
const KEEP_ALIVE_BUFFER_MS = 1000;
const CHECK_MS = 500;
/** Scheduling slack on a busy machine; far below what an unlimited server would hold a socket. */
const SLACK_MS = 1500;

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({
    config: { timeouts },
    register(app) {
      // An upload route that, once the body is in, works quietly for longer than the idle limit
      // (as the video package's extraction does) before it answers.
      app.register(
        withMultipart(async (scope) => {
          scope.post('/api/test/quiet-upload', async (request, reply) => {
            let bytes = 0;
            for await (const part of request.parts())
              if (part.type === 'file') for await (const chunk of part.file) bytes += (chunk as Buffer).length;
            await new Promise((resolve) => setTimeout(resolve, timeouts.idleMs * 3));
            return reply.code(201).send({ success: true, data: { bytes } });
          });
        }),
      );
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A raw connection that records when the server closed it and what it answered. */
function connect() {
  const socket = net.connect({ port, host: '127.0.0.1' });
  const opened = Date.now();
  let answer = '';
  socket.on('data', (d) => (answer += d));
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - opened)));
  return {
    socket,
    answer: () => answer,
    /** Milliseconds until the server closed it, or Infinity if it still held it after `ms`. */
    closedWithin: (ms: number) => Promise.race([closed, tick(ms).then(() => Infinity)]),
    isOpen: () => !socket.destroyed && socket.readyState === 'open',
  };
}

describe('a slow or stalled client', () => {
  it('that sends one byte of a 100-byte body and then nothing is disconnected once idle', async () => {
    const c = connect();
    c.socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const after = await c.closedWithin(timeouts.idleMs + SLACK_MS);
    c.socket.destroy();
    expect(after).toBeLessThanOrEqual(timeouts.idleMs + SLACK_MS);
  });

  it('that was refused before its body was read, and then sends nothing, is disconnected after the keep-alive limit', async () => {
    const c = connect();
    c.socket.write(
      'POST /api/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
    );
    const bound = timeouts.keepAliveMs + KEEP_ALIVE_BUFFER_MS + SLACK_MS;
    const after = await c.closedWithin(bound);
    c.socket.destroy();
    expect(c.answer()).toMatch(/^HTTP\/1\.1 401/);
    expect(after).toBeLessThanOrEqual(bound);
  });

  it('that trickles its headers faster than the idle limit is disconnected at the headers limit', async () => {
    const c = connect();
    c.socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
    const trickle = setInterval(() => c.isOpen() && c.socket.write('X-A: b\r\n'), timeouts.idleMs / 5);
    const after = await c.closedWithin(timeouts.headersMs + CHECK_MS + SLACK_MS);
    clearInterval(trickle);
    c.socket.destroy();
    expect(after).toBeLessThanOrEqual(timeouts.headersMs + CHECK_MS + SLACK_MS);
  });

  it('that trickles its body faster than the idle limit is disconnected at the request limit, with 408', async () => {
    const c = connect();
    c.socket.write(
      'POST /api/auth/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
    );
    const trickle = setInterval(() => c.isOpen() && c.socket.write(' '), timeouts.idleMs / 5);
    const after = await c.closedWithin(timeouts.requestMs + CHECK_MS + SLACK_MS);
    clearInterval(trickle);
    c.socket.destroy();
    expect(after).toBeGreaterThanOrEqual(timeouts.requestMs);
    expect(after).toBeLessThanOrEqual(timeouts.requestMs + CHECK_MS + SLACK_MS);
    expect(c.answer()).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('an upload', () => {
  it('that arrives slowly but steadily, and whose handler then works quietly past the idle limit, is answered', async () => {
    const { head, tail, headers } = multipartEnvelope(
      {},
      { field: 'file', name: 'slow.bin', type: 'application/octet-stream' },
    );
    const chunks = 8;
    const length = head.length + chunks * 1024 + tail.length;
    const c = connect();
    c.socket.write(
      `POST /api/test/quiet-upload HTTP/1.1\r\nHost: x\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${length}\r\n\r\n`,
    );
    c.socket.write(head);
    // Longer in all than the idle limit, never quiet for as long as it.
    for (let i = 0; i < chunks; i++) {
      await tick(timeouts.idleMs / 4);
      c.socket.write(Buffer.alloc(1024, 1));
    }
    c.socket.write(tail);
    while (!c.answer().includes('"bytes"') && c.isOpen()) await tick(50);
    c.socket.destroy();
    expect(c.answer()).toMatch(/^HTTP\/1\.1 201/);
    expect(c.answer()).toContain(`"bytes":${chunks * 1024}`);
  });
});

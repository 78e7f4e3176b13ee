import diagnostics from 'node:diagnostics_channel';
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** A FormData serialised as the browser sends it: the bytes and their content type. */
export async function multipartBody(form: FormData): Promise<{ bytes: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { bytes: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** Every file under a folder, dot files (such as `.part` files) included, as relative paths. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

/** Polls until `check` holds; fails with `what` after the timeout. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

interface HandlerMessage {
  route: { url: string; method: string };
}

/**
 * Follows Fastify's handler tracing channel for one route: `started` once its handler runs,
 * `settled` once the handler's promise has resolved or rejected, whatever became of the client.
 */
export function watchHandler(method: string, url: string) {
  const channel = diagnostics.tracingChannel<object, HandlerMessage>('fastify.request.handler');
  const matches = (m: HandlerMessage) => m.route.method === method && m.route.url === url;
  let onStart!: () => void;
  let onSettle!: () => void;
  const started = new Promise<void>((resolve) => (onStart = resolve));
  const settled = new Promise<void>((resolve) => (onSettle = resolve));
  const ignore = () => undefined;
  const handlers = {
    start: (m: HandlerMessage) => void (matches(m) && onStart()),
    asyncEnd: (m: HandlerMessage) => void (matches(m) && onSettle()),
    end: ignore,
    asyncStart: ignore,
    error: ignore,
  };
  channel.subscribe(handlers);
  void settled.then(() => channel.unsubscribe(handlers));
  return { started, settled };
}

/** An MP4 whose `mdat` box carries `size` bytes: recognised as video, and big enough to cut in half. */
export function largeMp4(size: number): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
  ]);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(size + 8);
  head.write('mdat', 4, 'ascii');
  return Buffer.concat([ftyp, head, Buffer.alloc(size, 7)]);
}

import net from 'node:net';

/**
 * HTTP/1.1 by hand, for what fetch cannot do: send part of a body, pause, finish it later or
 * drop the connection mid-body.
 */
export class RawRequest {
  readonly socket: net.Socket;
  private received = Buffer.alloc(0);
  private readonly closed: Promise<void>;

  private constructor(url: URL) {
    this.socket = net.connect(Number(url.port), url.hostname);
    this.socket.on('data', (chunk: Buffer) => (this.received = Buffer.concat([this.received, chunk])));
    this.socket.on('error', () => undefined);
    this.closed = new Promise((resolve) => this.socket.on('close', () => resolve()));
  }

  /** Opens a connection and sends the request head, declaring the whole body's length. */
  static async open(
    base: string,
    method: string,
    path: string,
    headers: Record<string, string>,
    bodyLength: number,
  ): Promise<RawRequest> {
    const url = new URL(base);
    const request = new RawRequest(url);
    await new Promise<void>((resolve, reject) => request.socket.once('connect', resolve).once('error', reject));
    const head = [
      `${method} ${path} HTTP/1.1`,
      `host: ${url.host}`,
      'connection: keep-alive',
      `content-length: ${bodyLength}`,
    ]
      .concat(Object.entries(headers).map(([k, v]) => `${k}: ${v}`))
      .join('\r\n');
    await request.write(Buffer.from(`${head}\r\n\r\n`));
    return request;
  }

  /** Resolves once the bytes are handed to the operating system. */
  write(bytes: Buffer): Promise<void> {
    return new Promise((resolve, reject) => this.socket.write(bytes, (err) => (err ? reject(err) : resolve())));
  }

  /** Waits for one complete response (a Content-Length body) and parses it. */
  async response(timeoutMs = 10_000): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = parseResponse(this.received);
      if (parsed) return parsed;
      if (this.socket.destroyed || Date.now() > deadline)
        throw new Error(`no complete response: ${this.received.toString()}`);
      await new Promise((resolve) => this.socket.once('data', resolve).once('close', resolve));
    }
  }

  /** Resolves when the server (or we) closed the connection. */
  whenClosed(): Promise<void> {
    return this.closed;
  }

  destroy() {
    this.socket.destroy();
  }
}

function parseResponse(raw: Buffer) {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  const length = Number(headers['content-length'] ?? 0);
  if (raw.length < end + 4 + length) return undefined;
  return {
    status: Number(statusLine!.split(' ')[1]),
    headers,
    body: raw.subarray(end + 4, end + 4 + length).toString('utf8'),
  };
}

/** Resolves once nothing accepts connections at `base` any more (the server stopped listening). */
export async function untilRefused(base: string, timeoutMs = 10_000): Promise<void> {
  const url = new URL(base);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const accepted = await new Promise<boolean>((resolve) => {
      const probe = net.connect(Number(url.port), url.hostname);
      probe.once('connect', () => (probe.destroy(), resolve(true)));
      probe.once('error', () => resolve(false));
    });
    if (!accepted) return;
    if (Date.now() > deadline) throw new Error(`${base} still accepts connections`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

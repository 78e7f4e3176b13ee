import http from 'node:http';
import { Readable } from 'node:stream';

export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes of the request the client had handed to the socket when the answer's head arrived. */
  sentWhenAnswered: number;
  /** Whether the whole request body had been sent by then. */
  finishedSending: boolean;
}

/**
 * Sends a request whose body is produced chunk by chunk, as a slow or huge upload arrives, over
 * a real socket: an answer that comes back before the body ends proves the server refused it
 * while streaming rather than after buffering it.
 */
export function streamedRequest(
  url: string,
  opts: { method: string; headers: Record<string, string>; body: () => AsyncIterable<Buffer> | Iterable<Buffer> },
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let finished = false;
    let answered = false;
    const source = Readable.from(
      (async function* count() {
        for await (const chunk of opts.body()) {
          if (answered) return;
          sent += chunk.length;
          yield chunk;
        }
        finished = true;
      })(),
    );
    // Its own socket (no keep-alive pool), so destroying it really ends the connection.
    const request = http.request(url, { method: opts.method, headers: opts.headers, agent: false }, (res) => {
      answered = true;
      const snapshot = { status: res.statusCode ?? 0, sentWhenAnswered: sent, finishedSending: finished };
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        source.destroy();
        request.destroy();
        resolve({ ...snapshot, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    // Once the server has answered it may close the socket under the rest of the upload.
    request.on('error', (err) => (answered ? undefined : reject(err)));
    source.on('error', () => undefined);
    source.pipe(request);
  });
}

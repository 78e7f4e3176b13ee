import { createReadStream, readFileSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { buildZip } from '../test/zip.js';

/** A video package of about `mb` MB: stored entries that each start as a real WebM file. */
export function writeVideoPackage(dir: string, mb: number): string {
  const sample = readFileSync(new URL('../test/fixtures/calm-sample.webm', import.meta.url));
  const perEntry = Buffer.alloc(100 * 1024 * 1024, 7);
  sample.copy(perEntry);
  const entries = Array.from({ length: Math.max(1, Math.round(mb / 100)) }, (_, i) => ({
    name: `videos/part-${i + 1}.webm`,
    data: perEntry,
  }));
  const file = path.join(dir, 'package.zip');
  writeFileSync(file, buildZip(entries));
  return file;
}

/** Streams the file from disk as the multipart field `video_file`, as a browser would. */
export async function uploadVideoPackage(base: string, token: string, file: string): Promise<number> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video_file"; filename="package.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL('/api/admin/app-type-video', base);
  return new Promise<number>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + statSync(file).size + tail.length,
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.write(head);
    const body = createReadStream(file);
    body.on('end', () => req.end(tail));
    pipeline(body, req, { end: false }).catch(reject);
  });
}

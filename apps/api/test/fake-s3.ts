import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  body: Buffer;
  modified: Date;
  etag: string;
}

const xml = (root: string, inner: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><${root} xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</${root}>`;
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
const tags = (body: string, name: string) =>
  [...body.matchAll(new RegExp(`<${name}>(.*?)</${name}>`, 'gs'))].map((m) => unescape(m[1]!));
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An in-memory S3 look-alike for tests: path-style addressing (`/bucket/key`) and only the
 * calls the S3 driver makes (objects with ranges, list v2, batch delete, copy, multipart).
 * It insists on signed requests so that missing credentials show up as failures.
 */
export class FakeS3 {
  readonly objects = new Map<string, StoredObject>();
  /** Multipart uploads begun and neither completed nor aborted. */
  readonly uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  /** The operations received, in order, e.g. `CreateMultipartUpload`. */
  readonly operations: string[] = [];
  /** Keys per list page; small values exercise the driver's paging. */
  pageSize = 1000;
  url = '';
  private readonly server = http.createServer((req, res) => {
    this.handle(req, res).catch((err: Error) => this.error(res, 500, 'InternalError', err.message));
  });

  constructor(readonly bucket = 'clearwell-test') {}

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The environment that points the app's S3 driver here. */
  env(): Record<string, string> {
    return {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.url,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    };
  }

  private error(res: http.ServerResponse, status: number, code: string, message = code): void {
    if (res.headersSent) return void res.destroy();
    res
      .writeHead(status, { 'content-type': 'application/xml' })
      .end(xml('Error', `<Code>${code}</Code><Message>${escape(message)}</Message>`));
  }

  private ok(res: http.ServerResponse, operation: string, body = '', headers: http.OutgoingHttpHeaders = {}): void {
    this.operations.push(operation);
    res.writeHead(body ? 200 : 204, { ...(body && { 'content-type': 'application/xml' }), ...headers }).end(body);
  }

  private store(key: string, body: Buffer, etag = `"${md5(body)}"`): StoredObject {
    const object = { body, modified: new Date(), etag };
    this.objects.set(key, object);
    return object;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) return this.error(res, 403, 'AccessDenied');
    // Streaming-signed (aws-chunked) bodies would need decoding; the driver must not send them.
    if (req.headers['content-encoding']?.includes('aws-chunked')) return this.error(res, 501, 'NotImplemented');
    const url = new URL(req.url!, 'http://s3.test');
    const [, bucket = '', ...rest] = url.pathname.split('/');
    if (bucket !== this.bucket) return this.error(res, 404, 'NoSuchBucket');
    const key = decodeURIComponent(rest.join('/'));
    const q = url.searchParams;
    const body = await readBody(req);

    if (!key && req.method === 'GET' && q.get('list-type') === '2') return this.list(res, q);
    if (!key && req.method === 'POST' && q.has('delete')) {
      for (const k of tags(body.toString(), 'Key')) this.objects.delete(k);
      return this.ok(res, 'DeleteObjects', xml('DeleteResult', ''));
    }
    if (req.method === 'POST' && q.has('uploads')) {
      const id = randomUUID();
      this.uploads.set(id, { key, parts: new Map() });
      return this.ok(
        res,
        'CreateMultipartUpload',
        xml(
          'InitiateMultipartUploadResult',
          `<Bucket>${bucket}</Bucket><Key>${escape(key)}</Key><UploadId>${id}</UploadId>`,
        ),
      );
    }
    const uploadId = q.get('uploadId');
    if (uploadId) return this.multipart(req.method!, uploadId, Number(q.get('partNumber')), body, res);
    const source = req.headers['x-amz-copy-source'];
    if (req.method === 'PUT' && typeof source === 'string') {
      const from = this.objects.get(decodeURIComponent(source).replace(/^\/?[^/]+\//, ''));
      if (!from) return this.error(res, 404, 'NoSuchKey');
      const copy = this.store(key, from.body, from.etag);
      return this.ok(
        res,
        'CopyObject',
        xml(
          'CopyObjectResult',
          `<LastModified>${copy.modified.toISOString()}</LastModified><ETag>${escape(copy.etag)}</ETag>`,
        ),
      );
    }
    if (req.method === 'PUT') return this.ok(res, 'PutObject', '', { etag: this.store(key, body).etag });
    if (req.method === 'DELETE') {
      this.objects.delete(key);
      return this.ok(res, 'DeleteObject');
    }
    if (req.method === 'GET' || req.method === 'HEAD') return this.read(req, res, key);
    this.error(res, 405, 'MethodNotAllowed');
  }

  private multipart(method: string, id: string, partNumber: number, body: Buffer, res: http.ServerResponse): void {
    const upload = this.uploads.get(id);
    if (!upload) return this.error(res, 404, 'NoSuchUpload');
    if (method === 'PUT') {
      upload.parts.set(partNumber, body);
      return this.ok(res, 'UploadPart', '', { etag: `"${md5(body)}"` });
    }
    this.uploads.delete(id);
    if (method === 'DELETE') return this.ok(res, 'AbortMultipartUpload');
    const numbers = tags(body.toString(), 'PartNumber').map(Number);
    const joined = Buffer.concat(numbers.map((n) => upload.parts.get(n)!));
    const object = this.store(upload.key, joined, `"${md5(joined)}-${numbers.length}"`);
    this.ok(
      res,
      'CompleteMultipartUpload',
      xml(
        'CompleteMultipartUploadResult',
        `<Bucket>${this.bucket}</Bucket><Key>${escape(upload.key)}</Key><ETag>${escape(object.etag)}</ETag>`,
      ),
    );
  }

  private list(res: http.ServerResponse, q: URLSearchParams): void {
    const prefix = q.get('prefix') ?? '';
    const after = q.get('continuation-token') ?? '';
    const keys = [...this.objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
    const page = keys.slice(0, this.pageSize);
    const truncated = keys.length > page.length;
    const contents = page
      .map(
        (k) =>
          `<Contents><Key>${escape(k)}</Key><Size>${this.objects.get(k)!.body.length}</Size><ETag>${escape(this.objects.get(k)!.etag)}</ETag></Contents>`,
      )
      .join('');
    const next = truncated ? `<NextContinuationToken>${escape(page.at(-1)!)}</NextContinuationToken>` : '';
    this.ok(
      res,
      'ListObjectsV2',
      xml(
        'ListBucketResult',
        `<Name>${this.bucket}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${contents}${next}`,
      ),
    );
  }

  private read(req: http.IncomingMessage, res: http.ServerResponse, key: string): void {
    const object = this.objects.get(key);
    if (!object) return req.method === 'HEAD' ? void res.writeHead(404).end() : this.error(res, 404, 'NoSuchKey');
    const headers = {
      etag: object.etag,
      'last-modified': object.modified.toUTCString(),
      'content-type': 'application/octet-stream',
    };
    const size = object.body.length;
    const m = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
    let [start, end] = [0, size - 1];
    if (m) {
      [start, end] =
        m[1] === ''
          ? [Math.max(0, size - Number(m[2])), size - 1]
          : [Number(m[1]), m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)];
      if (start >= size) return this.error(res, 416, 'InvalidRange');
      Object.assign(headers, { 'content-range': `bytes ${start}-${end}/${size}` });
    }
    this.operations.push(req.method === 'HEAD' ? 'HeadObject' : 'GetObject');
    res.writeHead(m ? 206 : 200, { ...headers, 'content-length': end - start + 1 });
    res.end(req.method === 'HEAD' ? undefined : object.body.subarray(start, end + 1));
  }
}

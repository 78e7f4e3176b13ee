import { Transform, pipeline, type Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config.js';
import { assertSafeKey, filesUrlPath } from './storage-keys.js';
import type { ByteRange, FileStorage, StoredFile } from './storage.js';

const isNotFound = (err: unknown) => err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404;

/**
 * Files in an S3-compatible bucket, so that every instance sees every upload. Keys are the
 * same as on local disk and are still served by the server under /files (with byte ranges),
 * so links, access headers and the content-type rules do not depend on the driver.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Several S3-compatible services refuse the newer optional checksum headers; AWS itself
      // keeps the SDK's default of sending them.
      ...(settings.endpoint && {
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    });
  }

  /**
   * A single PUT for small files, a multipart upload past 5 MB. Either way the object appears
   * only once the last byte is stored: a source that fails aborts the multipart upload.
   */
  async put(key: string, source: Readable): Promise<{ size: number }> {
    assertSafeKey(key);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    // Errors travel along the pipeline: a failing source fails the upload that reads `body`.
    const body = pipeline(source, counter, () => undefined);
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } });
    try {
      await upload.done();
    } catch (err) {
      // A failed request to the bucket leaves the source unread: release it.
      body.destroy();
      throw err;
    }
    return { size };
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertSafeKey(key);
    const res = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    return res.Body as Readable;
  }

  async stat(key: string): Promise<StoredFile | null> {
    assertSafeKey(key);
    try {
      const res = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: res.ContentLength ?? 0, modifiedAt: res.LastModified ?? new Date(0), etag: res.ETag ?? '""' };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Lists the prefix a page (up to 1,000 keys) at a time and deletes each page in one request. */
  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error('a prefix ends with /');
    assertSafeKey(prefix.slice(0, -1));
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      const keys = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
      if (keys.length) {
        const res = await this.client.send(
          new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: keys, Quiet: true } }),
        );
        if (res.Errors?.length)
          throw new Error(`could not delete ${res.Errors.length} object(s) under ${prefix}: ${res.Errors[0]?.Message}`);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** S3 has no rename: a server-side copy (up to 5 GB), then the original is deleted. */
  async move(from: string, to: string): Promise<void> {
    assertSafeKey(from);
    assertSafeKey(to);
    await this.client.send(
      new CopyObjectCommand({ Bucket: this.bucket, Key: to, CopySource: `${this.bucket}/${from}` }),
    );
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: from }));
  }

  urlPath(key: string): string {
    return filesUrlPath(key);
  }
}

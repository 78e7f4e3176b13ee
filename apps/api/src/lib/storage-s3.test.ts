import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeS3 } from '../../test/fake-s3.js';
import { storageContract } from '../../test/storage-contract.js';
import { loadConfig } from '../config.js';
import { createStorage, type FileStorage } from './storage.js';

/** The driver as the app builds it: from the environment, through the configured endpoint. */
async function s3Storage(fake: FakeS3): Promise<FileStorage> {
  const config = loadConfig({ DATA_DIR: '/nonexistent', ...fake.env() }, { jwtSecret: 'x'.repeat(32) });
  return createStorage(config.storage);
}

storageContract('S3 storage', async () => {
  const fake = await new FakeS3().start();
  return {
    storage: await s3Storage(fake),
    // Unfinished multipart uploads count: an aborted source must not leave one behind.
    leftovers: async (folder) => [
      ...[...fake.objects.keys()].filter((k) => k.startsWith(`${folder}/`)),
      ...[...fake.uploads.values()].map((u) => u.key).filter((k) => k.startsWith(`${folder}/`)),
    ],
    close: () => fake.stop(),
  };
});

describe('S3 storage requests', () => {
  let fake: FakeS3;
  let storage: FileStorage;
  beforeAll(async () => {
    fake = await new FakeS3().start();
    storage = await s3Storage(fake);
  });
  afterAll(() => fake.stop());

  it('sends a small file in one PUT and a large one as a multipart upload', async () => {
    fake.operations.length = 0;
    await storage.put('media/small.bin', Readable.from([Buffer.alloc(1000)]));
    expect(fake.operations).toEqual(['PutObject']);
    fake.operations.length = 0;
    await storage.put('media/large.bin', Readable.from([Buffer.alloc(6 * 1024 * 1024)]));
    expect(fake.operations).toEqual(['CreateMultipartUpload', 'UploadPart', 'UploadPart', 'CompleteMultipartUpload']);
  });

  it('aborts the multipart upload when the source fails', async () => {
    fake.operations.length = 0;
    const source = new Readable({ read() {} });
    source.push(Buffer.alloc(6 * 1024 * 1024));
    setImmediate(() => source.destroy(new Error('client went away')));
    await expect(storage.put('media/broken.bin', source)).rejects.toThrow('client went away');
    expect(fake.operations).toContain('AbortMultipartUpload');
    expect(fake.operations).not.toContain('CompleteMultipartUpload');
    expect(fake.uploads.size).toBe(0);
  });

  it('deletes a prefix page by page, in batches', async () => {
    fake.pageSize = 2;
    for (let i = 0; i < 5; i++) await storage.put(`videos/p/${i}.webm`, Readable.from([Buffer.from('v')]));
    fake.operations.length = 0;
    await storage.deletePrefix('videos/p/');
    fake.pageSize = 1000;
    expect(fake.operations.filter((op) => op === 'ListObjectsV2')).toHaveLength(3);
    expect(fake.operations.filter((op) => op === 'DeleteObjects')).toHaveLength(3);
    expect([...fake.objects.keys()].filter((k) => k.startsWith('videos/p/'))).toEqual([]);
  });

  it('reads only the range asked for', async () => {
    await storage.put('media/r.bin', Readable.from([Buffer.from('abcdefgh')]));
    const chunks: Buffer[] = [];
    for await (const c of await storage.get('media/r.bin', { start: 6, end: 7 })) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('gh');
  });
});

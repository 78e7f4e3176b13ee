import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/app.js';
import { LocalDiskStorage, assertSafeKey, newKey } from './storage.js';

describe('storage keys', () => {
  it.each(['../etc/passwd', 'avatars/../../secret', '/abs/path', 'a/./b', 'a//b', 'avatars/x.png/', '', 'a\\b', 'a/.hidden'])(
    'refuses %j',
    (key) => expect(() => assertSafeKey(key)).toThrow(),
  );
  it('accepts generated keys', () => {
    const key = newKey('avatars', 'png');
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    expect(() => assertSafeKey(key)).not.toThrow();
  });
});

describe('local disk storage', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  const storage = new LocalDiskStorage(root);

  it('writes, reads, moves and deletes', async () => {
    const { size } = await storage.put('notes/a.txt', Readable.from([Buffer.from('hello')]));
    expect(size).toBe(5);
    const chunks: Buffer[] = [];
    for await (const c of storage.get('notes/a.txt')) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('hello');
    await storage.move('notes/a.txt', 'notes/b.txt');
    expect(await storage.exists('notes/a.txt')).toBe(false);
    await storage.delete('notes/b.txt');
    expect(await storage.exists('notes/b.txt')).toBe(false);
  });

  it('leaves nothing behind when a write fails halfway', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put('partial/x.bin', failing)).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, 'partial'))).toEqual([]);
  });

  it('never resolves a key outside its root', async () => {
    await expect(storage.delete('../outside')).rejects.toThrow();
    expect(() => storage.get('x/../../y')).toThrow();
  });
});

describe('serving stored files', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.storage.put('avatars/pic.png', Readable.from([Buffer.from('89504e470d0a1a0a', 'hex')]));
    writeFileSync(path.join(t.dataDir, 'secret.txt'), 'not for the web');
  });
  afterAll(() => t.close());

  it('serves a stored file with its content type and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/avatars/pic.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('supports byte ranges', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/files/avatars/pic.png', headers: { range: 'bytes=0-3' } });
    expect(res.statusCode).toBe(206);
    expect(res.rawPayload.length).toBe(4);
  });

  it.each(['/files/../secret.txt', '/files/%2e%2e/secret.txt', '/files/avatars/..%2f..%2fsecret.txt'])(
    'never serves a file outside the upload area: %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.body).not.toContain('not for the web');
    },
  );
});

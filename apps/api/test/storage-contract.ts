import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../src/lib/storage.js';

export interface DriverUnderTest {
  storage: FileStorage;
  /** Everything the driver holds under a folder, unfinished uploads and temporary files included. */
  leftovers(folder: string): Promise<string[]>;
  close(): Promise<void>;
}

const text = (s: string) => Readable.from([Buffer.from(s)]);

async function read(source: Readable | Promise<Readable>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await source) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A source that sends `bytes` and then fails, as a client that goes away mid-upload. */
function failingAfter(bytes: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent < bytes) {
        sent += 64 * 1024;
        this.push(Buffer.alloc(64 * 1024, 7));
      } else {
        this.destroy(new Error('client went away'));
      }
    },
  });
}

/**
 * What every FileStorage driver promises, run against each one, so the app behaves the same
 * whichever is configured.
 */
export function storageContract(name: string, setup: () => Promise<DriverUnderTest>): void {
  describe(`${name} keeps the storage contract`, () => {
    let d: DriverUnderTest;
    let storage: FileStorage;
    beforeAll(async () => {
      d = await setup();
      storage = d.storage;
    });
    afterAll(() => d.close());

    it('stores a stream and reads it back whole, reporting its size', async () => {
      const { size } = await storage.put('notes/a.txt', Readable.from([Buffer.from('hel'), Buffer.from('lo')]));
      expect(size).toBe(5);
      expect((await read(storage.get('notes/a.txt'))).toString()).toBe('hello');
      expect(await storage.exists('notes/a.txt')).toBe(true);
    });

    it('stores a large stream of unknown length in one piece', async () => {
      const parts = Array.from({ length: 7 }, (_, i) => Buffer.alloc(1024 * 1024, i));
      const { size } = await storage.put('notes/large.bin', Readable.from(parts));
      expect(size).toBe(7 * 1024 * 1024);
      expect((await read(storage.get('notes/large.bin'))).equals(Buffer.concat(parts))).toBe(true);
    });

    it('reads a byte range', async () => {
      await storage.put('notes/digits.txt', text('0123456789'));
      expect((await read(storage.get('notes/digits.txt', { start: 2, end: 5 }))).toString()).toBe('2345');
      expect((await read(storage.get('notes/digits.txt', { start: 8, end: 9 }))).toString()).toBe('89');
    });

    it('describes a stored key and knows when one is absent', async () => {
      await storage.put('notes/stat.txt', text('four'));
      const info = await storage.stat('notes/stat.txt');
      expect(info).toMatchObject({ size: 4, etag: expect.stringMatching(/^"[^"]+"$/) });
      expect(Math.abs(info!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
      expect(await storage.stat('notes/absent.txt')).toBeNull();
      expect(await storage.stat('notes')).toBeNull();
      expect(await storage.exists('notes/absent.txt')).toBe(false);
      await expect(storage.get('notes/absent.txt')).rejects.toThrow();
    });

    it('deletes a key, and deleting an absent key is not an error', async () => {
      await storage.put('notes/gone.txt', text('x'));
      await storage.delete('notes/gone.txt');
      expect(await storage.exists('notes/gone.txt')).toBe(false);
      await expect(storage.delete('notes/gone.txt')).resolves.toBeUndefined();
    });

    it('deletes everything under a prefix and nothing beside it', async () => {
      for (let i = 0; i < 5; i++) await storage.put(`pkg/a/${i}.bin`, text(String(i)));
      await storage.put('pkg/a/deeper/x.bin', text('x'));
      await storage.put('pkg/ab/keep.bin', text('keep'));
      await storage.deletePrefix('pkg/a/');
      expect(await d.leftovers('pkg/a')).toEqual([]);
      expect(await storage.exists('pkg/ab/keep.bin')).toBe(true);
      await expect(storage.deletePrefix('pkg/ab')).rejects.toThrow(/ends with \//);
      await expect(storage.deletePrefix('pkg/empty/')).resolves.toBeUndefined();
    });

    it('moves a key: the new one has the bytes, the old one is gone', async () => {
      await storage.put('staging/upload', text('published'));
      await storage.move('staging/upload', 'final/upload.txt');
      expect(await storage.exists('staging/upload')).toBe(false);
      expect((await read(storage.get('final/upload.txt'))).toString()).toBe('published');
      await expect(storage.move('staging/absent', 'final/absent.txt')).rejects.toThrow();
    });

    it.each([
      ['a small', 1024],
      ['a large', 6 * 1024 * 1024],
    ])('leaves nothing behind when %s upload fails halfway', async (_label, bytes) => {
      await expect(storage.put('partial/x.bin', failingAfter(bytes))).rejects.toThrow('client went away');
      expect(await storage.exists('partial/x.bin')).toBe(false);
      expect(await d.leftovers('partial')).toEqual([]);
    });

    it.each(['../outside', 'x/../../y', '/abs', 'a/.hidden', 'a//b'])(
      'refuses the unsafe key %j everywhere',
      async (key) => {
        await expect(storage.put(key, text('x'))).rejects.toThrow(/unsafe storage key/);
        await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
        await expect(storage.stat(key)).rejects.toThrow(/unsafe storage key/);
        await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
        await expect(storage.move('notes/a.txt', key)).rejects.toThrow(/unsafe storage key/);
        await expect(storage.deletePrefix(`${key}/`)).rejects.toThrow(/unsafe storage key/);
        expect(() => storage.urlPath(key)).toThrow(/unsafe storage key/);
      },
    );

    it('names every key by the same URL path', () => {
      expect(storage.urlPath('avatars/pic.png')).toBe('/files/avatars/pic.png');
    });
  });
}

import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storageContract } from '../../test/storage-contract.js';
import { LocalDiskStorage, assertSafeKey, newKey } from './storage.js';

describe('storage keys', () => {
  it.each([
    '../etc/passwd',
    'avatars/../../secret',
    '/abs/path',
    'a/./b',
    'a//b',
    'avatars/x.png/',
    '',
    'a\\b',
    'a/.hidden',
  ])('refuses %j', (key) => expect(() => assertSafeKey(key)).toThrow());
  it('accepts generated keys', () => {
    const key = newKey('avatars', 'png');
    expect(key).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    expect(() => assertSafeKey(key)).not.toThrow();
  });
});

storageContract('local disk storage', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'storage-'));
  return {
    storage: new LocalDiskStorage(root),
    // Hidden temporary files count: a failed write must not leave one behind.
    leftovers: async (folder) => {
      const dir = path.join(root, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name);
    },
    close: async () => rmSync(root, { recursive: true, force: true }),
  };
});

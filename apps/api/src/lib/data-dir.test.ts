import { chmodSync, mkdirSync, mkdtempSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restrictDataDir } from './data-dir.js';

const modeOf = (p: string) => statSync(p).mode & 0o777;

/** Every folder and file under `dir` with its mode, as `relative path: octal mode`. */
function modes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const item of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, item.name);
      if (item.isSymbolicLink()) continue;
      out[path.relative(dir, p)] = modeOf(p).toString(8);
      if (item.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
}

describe('restricting DATA_DIR to its owner', () => {
  it('makes the folder 0700 and takes every access of group and others from what is inside, without following links', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'data-dir-'));
    const dataDir = path.join(root, 'data');
    mkdirSync(path.join(dataDir, 'db', 'base'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'base', '1259'), 'x');
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'x');
    writeFileSync(path.join(dataDir, 'script'), 'x');
    const outside = path.join(root, 'outside.txt');
    writeFileSync(outside, 'x');
    symlinkSync(outside, path.join(dataDir, 'link'));
    chmodSync(dataDir, 0o777);
    chmodSync(path.join(dataDir, 'db'), 0o755);
    chmodSync(path.join(dataDir, 'db', 'base'), 0o775);
    chmodSync(path.join(dataDir, 'db', 'base', '1259'), 0o666);
    chmodSync(path.join(dataDir, 'jwt-secret'), 0o644);
    chmodSync(path.join(dataDir, 'script'), 0o755);
    chmodSync(outside, 0o644);

    const { changed } = await restrictDataDir(dataDir);

    expect(modeOf(dataDir).toString(8)).toBe('700');
    expect(modes(dataDir)).toEqual({
      db: '700',
      'db/base': '700',
      'db/base/1259': '600',
      'jwt-secret': '600',
      script: '700',
    });
    expect(modeOf(outside).toString(8)).toBe('644');
    expect(changed).toBe(6);
    expect((await restrictDataDir(dataDir)).changed).toBe(0);
  });

  it('creates a missing DATA_DIR as 0700', async () => {
    const dataDir = path.join(mkdtempSync(path.join(os.tmpdir(), 'data-dir-')), 'new', 'data');
    await restrictDataDir(dataDir);
    expect(modeOf(dataDir).toString(8)).toBe('700');
  });
});

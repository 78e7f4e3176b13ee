import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** Group and others: no bit of theirs is left on anything in DATA_DIR. */
const OTHERS = 0o077;

/**
 * DATA_DIR holds the embedded database, uploads, mails and the signing key: only the server's
 * own user may enter it. It becomes 0700, and every folder and file in it loses the access of
 * group and others (0700 and 0600 for what was 0777 and 0666). PGlite writes its files 0666
 * whatever the umask, so this runs once the database is open, at each start; files it creates
 * afterwards sit inside a folder nobody else can enter. Links are not followed. An entry owned
 * by another user cannot be changed: it is counted, and the start goes on.
 */
export async function restrictDataDir(dataDir: string): Promise<{ changed: number; notOwned: string[] }> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  let changed = 0;
  const notOwned: string[] = [];
  const restrict = async (entry: string, mode: number) => {
    if ((mode & OTHERS) === 0) return;
    try {
      await chmod(entry, mode & ~OTHERS);
      changed++;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
      notOwned.push(entry);
    }
  };
  const walk = async (dir: string) => {
    for (const item of await readdir(dir, { withFileTypes: true })) {
      const entry = path.join(dir, item.name);
      if (item.isSymbolicLink()) continue;
      const { mode } = await lstat(entry);
      await restrict(entry, mode & 0o7777);
      if (item.isDirectory()) await walk(entry);
    }
  };
  // DATA_DIR itself may be a link to where the data lives: that folder is the one restricted.
  await restrict(dataDir, (await stat(dataDir)).mode & 0o7777);
  await walk(dataDir);
  return { changed, notOwned };
}

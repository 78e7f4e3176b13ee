import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from './postgres-template.js';

/** At the repository's root and ignored by git; outside node_modules, so that reinstalling does not throw it away. */
const CACHE = path.resolve(import.meta.dirname, '..', '..', '..', '.cache', 'bench-pglite');

/**
 * PGlite's counterpart of the PostgreSQL template (postgres-template.ts): the data directory is
 * built once per fingerprint of the migrations and fixtures, kept under .cache/bench-pglite, and
 * copied into `dataDir` for each run (a run writes to its copy; the cache stays as loaded).
 */
export async function pgliteFromCache(
  dataDir: string,
  load: (dataDir: string) => Promise<void>,
  variant: string,
): Promise<void> {
  const prefix = `pglite-${variant}-`;
  const cached = path.join(CACHE, `${prefix}${fingerprint(variant)}`);
  if (!existsSync(cached)) {
    mkdirSync(CACHE, { recursive: true });
    for (const old of readdirSync(CACHE).filter((d) => d.startsWith(prefix)))
      rmSync(path.join(CACHE, old), { recursive: true, force: true });
    const building = `${cached}.building`;
    await load(building);
    // Renamed only once complete, so an interrupted load is never taken for the cache.
    renameSync(building, cached);
  }
  cpSync(cached, dataDir, { recursive: true });
}

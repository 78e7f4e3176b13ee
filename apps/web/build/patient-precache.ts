import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
interface Entry {
  url: string;
  revision: string | null;
  size: number;
}

/**
 * The back-office's and the supporters' modules: their shells and their screens (src/app/routes.tsx
 * loads each lazily), and the supporters' message catalogs.
 */
const isOtherArea = (key: string) =>
  /^src\/(app\/(admin|supporter)\/|features\/(admin-|supporter\/)|locales\/\w+\/supporter)/.test(key);

/**
 * The build's files a patient can need, read from Vite's manifest: everything the entry and the
 * patient pages load, statically or lazily, but nothing only the back-office or the supporters'
 * area loads (their screens; the back-office's charts, drag-and-drop, date picker). The service
 * worker precaches these, so a patient's phone never downloads either to work offline.
 */
export function patientFiles(distDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const reached = new Set<string>();
  const visit = (key: string) => {
    if (reached.has(key) || isOtherArea(key) || !manifest[key]) return;
    reached.add(key);
    const chunk = manifest[key];
    [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(visit);
  return new Set([...reached].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]));
}

/** Workbox's manifest transform: hashed files are kept only when a patient page can load them. */
export function onlyPatientFiles(distDir: string) {
  return async (entries: Entry[]) => {
    const files = patientFiles(distDir);
    return { manifest: entries.filter((e) => !e.url.startsWith('assets/') || files.has(e.url)), warnings: [] };
  };
}

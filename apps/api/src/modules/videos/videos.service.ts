import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { VideoItem } from '@clearwell/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { videoPackages, videos } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';
import type { ServiceDeps } from '../service-deps.js';
import { eachEntry, entryProblem, inspectZip, openEntryStream, openZip, type ZipLimits } from './zip-inspect.js';

interface ExtractedVideo {
  name: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

/** The first bytes of a stored file, enough for content sniffing; only those are read. */
async function head(storage: FileStorage, key: string, size: number, bytes = 4100): Promise<Buffer> {
  if (size === 0) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key, { start: 0, end: Math.min(size, bytes) - 1 }))
    chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const isIgnorable = (name: string) =>
  name.endsWith('/') || name.startsWith('__MACOSX/') || path.posix.basename(name).startsWith('.');

/**
 * Extracts every entry whose bytes are a video into `prefix`, under a generated name with the
 * extension of the sniffed type (so it is served with the right content type). Other files
 * are skipped. Names inside the zip are kept for display only, never as paths.
 */
async function extractVideos(storage: FileStorage, zipFile: string, prefix: string): Promise<ExtractedVideo[]> {
  const zip = await openZip(zipFile);
  const found: ExtractedVideo[] = [];
  try {
    await eachEntry(zip, async (entry) => {
      if (entryProblem(entry)) throw new AppError('INVALID_ZIP', entryProblem(entry)!);
      if (isIgnorable(entry.fileName)) return;
      const staging = `${prefix}${randomUUID()}`;
      const stream = await openEntryStream(zip, entry);
      const { size } = await storage.put(staging, Readable.from(stream));
      const type = await fileTypeFromBuffer(await head(storage, staging, size));
      if (!type?.mime.startsWith('video/')) {
        await storage.delete(staging);
        return;
      }
      const storageKey = `${staging}.${type.ext}`;
      await storage.move(staging, storageKey);
      found.push({ name: path.posix.basename(entry.fileName), storageKey, contentType: type.mime, sizeBytes: size });
    });
  } finally {
    zip.close();
  }
  return found.sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

export async function listVideos({ db, storage }: Pick<ServiceDeps, 'db' | 'storage'>): Promise<VideoItem[]> {
  const rows = await db
    .select({ id: videos.id, name: videos.name, storageKey: videos.storageKey })
    .from(videos)
    .innerJoin(videoPackages, eq(videoPackages.id, videos.packageId))
    .where(eq(videoPackages.active, true))
    .orderBy(asc(videos.position));
  return rows.map((r) => ({ id: r.id, name: r.name, link: storage.urlPath(r.storageKey) }));
}

/**
 * Checks, extracts and publishes a package. The previous package keeps serving until the
 * transaction that swaps them commits; only then are its files removed. A failure leaves the
 * previous package untouched and removes whatever was extracted.
 */
export async function replacePackage(
  { db, storage }: Pick<ServiceDeps, 'db' | 'storage'>,
  upload: { zipFile: string; originalName: string; limits: ZipLimits },
): Promise<{ packageId: string; videoCount: number; replaced: number }> {
  await inspectZip(upload.zipFile, upload.limits);
  const packageId = randomUUID();
  const prefix = `videos/${packageId}/`;
  let previous: { id: string; storagePrefix: string }[] = [];
  try {
    const extracted = await extractVideos(storage, upload.zipFile, prefix);
    if (extracted.length === 0) throw new AppError('INVALID_ZIP', 'The package holds no video files.');
    previous = await db.transaction(async (tx) => {
      const old = await tx
        .select({ id: videoPackages.id, storagePrefix: videoPackages.storagePrefix })
        .from(videoPackages);
      if (old.length)
        await tx.delete(videoPackages).where(
          inArray(
            videoPackages.id,
            old.map((p) => p.id),
          ),
        );
      await tx.insert(videoPackages).values({
        id: packageId,
        originalName: upload.originalName.slice(0, 255),
        storagePrefix: prefix,
        active: true,
      });
      await tx.insert(videos).values(extracted.map((v, position) => ({ packageId, position, ...v })));
      return old;
    });
  } catch (err) {
    await storage.deletePrefix(prefix);
    throw err;
  }
  await Promise.all(previous.map((p) => storage.deletePrefix(p.storagePrefix)));
  return { packageId, videoCount: (await listVideos({ db, storage })).length, replaced: previous.length };
}

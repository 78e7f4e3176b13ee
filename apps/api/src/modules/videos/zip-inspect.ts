import { PassThrough } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../../lib/app-error.js';

export interface ZipLimits {
  maxUncompressedBytes: number;
  maxEntries: number;
}

const invalid = (message: string) => new AppError('INVALID_ZIP', message);

export function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      file,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: true },
      (err, zip) => {
        if (err || !zip) reject(invalid(`The file is not a valid zip archive (${err?.message ?? 'unreadable'}).`));
        else resolve(zip);
      },
    );
  });
}

/** Calls `visit` for each entry in turn; the next one is read only once `visit` is done. */
export function eachEntry(zip: ZipFile, visit: (entry: Entry) => Promise<void>): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => visit(entry).then(() => zip.readEntry(), reject));
    zip.on('end', () => resolve());
    zip.on('error', (err: Error) =>
      reject(err instanceof AppError ? err : invalid(`The zip archive is damaged (${err.message}).`)),
    );
    zip.readEntry();
  });
}

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** Why an entry may not be extracted, or null when it is safe. */
export function entryProblem(entry: Entry): string | null {
  const name = entry.fileName;
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-z]:/i.test(name))
    return `The entry "${name}" has an absolute path.`;
  if (name.split(/[\\/]/).includes('..')) return `The entry "${name}" points outside the package ("..").`;
  if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK) return `The entry "${name}" is a link.`;
  return null;
}

/**
 * Reads the central directory only and refuses the package before anything is extracted:
 * unsafe names, links, too many entries or too many bytes once uncompressed (a zip bomb).
 * The sizes declared here are enforced again while extracting (validateEntrySizes).
 */
export async function inspectZip(file: string, limits: ZipLimits): Promise<void> {
  const zip = await openZip(file);
  try {
    if (zip.entryCount > limits.maxEntries) throw invalid(`The package has more than ${limits.maxEntries} entries.`);
    let total = 0;
    await eachEntry(zip, async (entry) => {
      const problem = entryProblem(entry);
      if (problem) throw invalid(problem);
      total += entry.uncompressedSize;
      if (total > limits.maxUncompressedBytes) throw invalid('The package is too large once uncompressed.');
    });
  } finally {
    zip.close();
  }
}

/**
 * An entry's bytes. An entry that turns out damaged while it streams (more bytes than it
 * declared, broken deflate data) fails with INVALID_ZIP: the package is at fault, not the server.
 */
export function openEntryStream(zip: ZipFile, entry: Entry) {
  return new Promise<NodeJS.ReadableStream>((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err || !stream) return reject(invalid(`The entry "${entry.fileName}" cannot be read.`));
      const checked = new PassThrough();
      stream.on('error', (e: Error) =>
        checked.destroy(invalid(`The entry "${entry.fileName}" is damaged (${e.message}).`)),
      );
      resolve(stream.pipe(checked));
    });
  });
}

import { constants, crc32, deflateRawSync } from 'node:zlib';
import yauzl from 'yauzl';

/**
 * Zips for tests: a tiny writer (stored or already-deflated entries) that can also write what a
 * real archiver never would (absolute names, "..", symlinks and false sizes), and one reader.
 */
export interface TestEntry {
  name: string;
  data: Buffer;
  /** Unix mode in the external attributes, e.g. 0o120777 for a symlink. */
  mode?: number;
  /** Declared uncompressed size, when lying about it (required for deflated entries). */
  declaredSize?: number;
  /** `data` is raw deflate output (method 8); its CRC is left 0, which zip readers here never check. */
  deflated?: boolean;
}

/**
 * Raw deflate of `bytes` zero bytes, made without ever holding them: one 1 MiB block flushed to
 * a byte boundary is repeated, then an empty final block. About 1 KiB per MiB: a zip bomb.
 */
export function deflatedZeros(bytes: number): Buffer {
  const MiB = 1024 * 1024;
  const block = deflateRawSync(Buffer.alloc(MiB), { finishFlush: constants.Z_SYNC_FLUSH });
  const whole = Math.floor(bytes / MiB);
  const rest = deflateRawSync(Buffer.alloc(bytes % MiB), { finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([...Array.from({ length: whole }, () => block), rest, Buffer.from([0x03, 0x00])]);
}

export function buildZip(entries: TestEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const crc = e.deflated ? 0 : crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const method = e.deflated ? 8 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((e.mode ?? 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += local.length + name.length + e.data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/** Every entry of a zip, by name, read the way an unzip tool would (CRCs checked by yauzl). */
export function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(body, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('not a zip'));
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('unreadable entry'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('error', reject);
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

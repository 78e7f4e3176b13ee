/**
 * Removes metadata that can identify a person (EXIF with GPS and camera serials, XMP, IPTC,
 * comments, text chunks) from JPEG and PNG files in pure JavaScript. A JPEG's orientation is
 * kept by writing a minimal EXIF block holding only that tag, so photos stay upright.
 * GIF files are returned unchanged: they carry no EXIF, only optional comment blocks.
 */
export function stripImageMetadata(data: Buffer, mime: string): Buffer {
  try {
    if (mime === 'image/jpeg') return stripJpeg(data);
    if (mime === 'image/png') return stripPng(data);
  } catch {
    // A file the parser cannot walk is stored as it came rather than refused.
  }
  return data;
}

/** APP1 (EXIF/XMP), APP13 (IPTC) and COM; APP0 (JFIF), APP2 (ICC) and APP14 (Adobe) carry rendering data. */
const DROPPED_JPEG_MARKERS = new Set([0xe1, 0xed, 0xfe]);

function stripJpeg(data: Buffer): Buffer {
  if (data[0] !== 0xff || data[1] !== 0xd8) return data;
  const parts: Buffer[] = [data.subarray(0, 2)];
  let orientation: number | null = null;
  let pos = 2;
  while (pos + 4 <= data.length) {
    if (data[pos] !== 0xff) return data;
    const marker = data[pos + 1]!;
    if (marker === 0xff) {
      pos += 1;
      continue;
    }
    // Start of scan: the rest is image data.
    if (marker === 0xda) break;
    const length = data.readUInt16BE(pos + 2);
    const segment = data.subarray(pos, pos + 2 + length);
    if (marker === 0xe1 && orientation === null) orientation = readExifOrientation(segment.subarray(4));
    if (!DROPPED_JPEG_MARKERS.has(marker)) parts.push(segment);
    pos += 2 + length;
  }
  if (orientation && orientation !== 1) parts.splice(1, 0, orientationSegment(orientation));
  parts.push(data.subarray(pos));
  return Buffer.concat(parts);
}

function readExifOrientation(payload: Buffer): number | null {
  if (payload.subarray(0, 6).toString('latin1') !== 'Exif\0\0') return null;
  const tiff = payload.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const ifd = u32(4);
  const count = u16(ifd);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : null;
    }
  }
  return null;
}

/** APP1 with a big-endian TIFF holding one IFD entry: Orientation (SHORT). */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const DROPPED_PNG_CHUNKS = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);

function stripPng(data: Buffer): Buffer {
  const parts: Buffer[] = [data.subarray(0, 8)];
  let pos = 8;
  while (pos + 12 <= data.length) {
    const length = data.readUInt32BE(pos);
    const type = data.toString('latin1', pos + 4, pos + 8);
    const chunk = data.subarray(pos, pos + 12 + length);
    if (!DROPPED_PNG_CHUNKS.has(type)) parts.push(chunk);
    pos += 12 + length;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

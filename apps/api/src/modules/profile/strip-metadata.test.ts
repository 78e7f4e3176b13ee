import { describe, expect, it } from 'vitest';
import { GIF_1PX, jpegWithExif, PNG_1PX } from '../../../test/images.js';
import { stripImageMetadata } from './strip-metadata.js';

describe('stripImageMetadata', () => {
  it('drops EXIF and comments from a JPEG but keeps its orientation and image data', () => {
    const original = jpegWithExif();
    const out = stripImageMetadata(original, 'image/jpeg');
    const text = out.toString('latin1');
    expect(text).not.toContain('GPS-52.37N');
    expect(text).not.toContain('secret comment');
    expect(text).toContain('JFIF');
    expect(out.subarray(-15).equals(original.subarray(-15))).toBe(true);
    // The rebuilt EXIF block (big-endian) holds only Orientation = 6.
    const exif = out.indexOf(Buffer.from('Exif\0\0MM', 'latin1'));
    expect(exif).toBeGreaterThan(0);
    expect(out.readUInt16BE(exif + 6 + 18)).toBe(6);
  });

  it('drops text chunks from a PNG and keeps the image chunks', () => {
    const textChunk = Buffer.alloc(12 + 12);
    textChunk.writeUInt32BE(12, 0);
    textChunk.write('tEXtAuthor\0Robin', 4, 'latin1');
    const png = Buffer.concat([PNG_1PX.subarray(0, 33), textChunk, PNG_1PX.subarray(33)]);
    const out = stripImageMetadata(png, 'image/png');
    expect(out.toString('latin1')).not.toContain('Author');
    expect(out.equals(PNG_1PX)).toBe(true);
  });

  it('leaves GIFs and unparseable data as they are', () => {
    expect(stripImageMetadata(GIF_1PX, 'image/gif').equals(GIF_1PX)).toBe(true);
    const junk = Buffer.from([0xff, 0xd8, 0x00, 0x01]);
    expect(stripImageMetadata(junk, 'image/jpeg').equals(junk)).toBe(true);
  });
});

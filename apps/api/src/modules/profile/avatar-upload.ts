import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { AVATAR_TYPES } from '@clearwell/shared';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { newKey } from '../../lib/storage.js';
import type { ServiceDeps } from '../service-deps.js';
import { stripImageMetadata } from './strip-metadata.js';

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'Image size should not exceed 2MB');

/**
 * Reads one avatar part, stopping as soon as it passes the cap (so at most 2 MB is ever held),
 * checks its type by its bytes, strips identifying metadata and stores it under a fresh key.
 * Returns null for the empty part a browser sends when no file was chosen.
 */
export async function storeAvatar(
  deps: Pick<ServiceDeps, 'storage'>,
  part: MultipartFile,
  maxBytes: number,
): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      part.file.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  if (part.file.truncated) throw tooLarge();
  if (size === 0 && !part.filename) return null;
  const data = Buffer.concat(chunks);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(AVATAR_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please select a valid image file (JPEG, PNG, GIF)');
  }
  const key = newKey('avatars', EXTENSIONS[detected.mime]!);
  await deps.storage.put(key, Readable.from([stripImageMetadata(data, detected.mime)]));
  return key;
}

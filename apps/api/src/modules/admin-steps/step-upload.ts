import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeStream as sniffStream } from 'file-type';
import { AppError } from '../../lib/app-error.js';
import { newKey, type FileStorage } from '../../lib/storage.js';
import { parseStepFields, type StepFields } from './step-form-fields.js';
import { ACCEPTED_MEDIA, FILE_FIELDS, KIND_LABEL, type MediaKind } from './step-media-types.js';
import type { ServiceDeps } from '../service-deps.js';

export interface StoredUpload {
  kind: MediaKind;
  key: string;
  name: string;
  contentType: string;
  size: number;
}

export interface StepForm {
  fields: StepFields;
  uploads: StoredUpload[];
}

interface Caps {
  imageBytes: number;
  mediaBytes: number;
}

const MAX_IMAGES = 10;

/**
 * file-type's Node entry (picked at run time by the "node" export condition) takes a Node stream;
 * the type checker resolves with the "Bundler" strategy and sees only the web-stream overloads.
 */
const fileTypeStream = sniffStream as unknown as (
  stream: Readable,
  options: { sampleSize: number },
) => Promise<Readable & { fileType?: { mime: string; ext: string } }>;
const readable = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** Passes bytes through and fails once more than `cap` went by, so an oversize file is never kept whole. */
async function* capped(source: Readable, cap: number, message: string): AsyncGenerator<Buffer> {
  let seen = 0;
  for await (const chunk of source) {
    seen += (chunk as Buffer).length;
    if (seen > cap) throw new AppError('PAYLOAD_TOO_LARGE', message);
    yield chunk as Buffer;
  }
}

function drain(stream: Readable) {
  stream.resume();
}

/** The client's file name, shown back to admins; never used as a path. */
function displayName(filename: string | undefined, kind: MediaKind): string {
  const printable = [...(filename ?? '')].filter((c) => c.charCodeAt(0) >= 32 && c.charCodeAt(0) !== 127).join('');
  const cleaned = printable.replace(/[\\/]/g, '_').trim().slice(0, 200);
  return cleaned || kind;
}

async function storeFile(
  storage: FileStorage,
  kind: MediaKind,
  file: Readable,
  filename: string,
  caps: Caps,
): Promise<StoredUpload> {
  const typed = await fileTypeStream(file, { sampleSize: 4100 });
  const mime = typed.fileType?.mime;
  const extension = mime ? ACCEPTED_MEDIA[kind][mime] : undefined;
  if (!mime || !extension) {
    drain(typed);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', KIND_LABEL[kind], [
      { field: kind === 'image' ? 'images' : kind, code: 'invalid_type', message: KIND_LABEL[kind] },
    ]);
  }
  const cap = kind === 'image' ? caps.imageBytes : caps.mediaBytes;
  const key = newKey('steps', extension);
  const { size } = await storage.put(
    key,
    Readable.from(capped(typed, cap, `Each ${kind} may be at most ${readable(cap)}`)),
  );
  return { kind, key, name: displayName(filename, kind), contentType: mime, size };
}

/**
 * Streams a step's multipart form: files are sniffed and written to storage as they arrive
 * (nothing is buffered whole), text parts are collected and validated at the end. Whatever
 * fails, the files written so far are removed again before the error goes out.
 */
export async function readStepForm(
  deps: Pick<ServiceDeps, 'storage' | 'config'>,
  request: FastifyRequest,
): Promise<StepForm> {
  const { storage } = deps;
  const caps: Caps = { imageBytes: deps.config.limits.stepImageBytes, mediaBytes: deps.config.limits.stepMediaBytes };
  if (!request.isMultipart()) {
    if (request.body && typeof request.body === 'object' && !Array.isArray(request.body)) {
      return { fields: parseStepFields(fieldsFromJson(request.body as Record<string, unknown>)), uploads: [] };
    }
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This request must be sent as multipart/form-data');
  }
  const uploads: StoredUpload[] = [];
  const fields = new Map<string, string[]>();
  try {
    const parts = request.parts({
      limits: { fileSize: caps.mediaBytes, files: MAX_IMAGES + 2, fields: 60, fieldSize: 100_000 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        const list = fields.get(part.fieldname) ?? [];
        list.push(typeof part.value === 'string' ? part.value : String(part.value ?? ''));
        fields.set(part.fieldname, list);
        continue;
      }
      const kind = FILE_FIELDS[part.fieldname.replace(/\[\]$/, '')];
      if (!kind) {
        drain(part.file);
        throw new AppError('VALIDATION_ERROR', `Unexpected file field ${part.fieldname}; use images, video or audio`, [
          { field: part.fieldname, code: 'not_allowed', message: 'Unexpected file field' },
        ]);
      }
      // An empty file input still sends a part with no name and no bytes: nothing was chosen.
      if (!part.filename) {
        drain(part.file);
        continue;
      }
      const sameKind = uploads.filter((u) => u.kind === kind).length;
      if ((kind !== 'image' && sameKind >= 1) || (kind === 'image' && sameKind >= MAX_IMAGES)) {
        drain(part.file);
        const message = kind === 'image' ? `At most ${MAX_IMAGES} images per step` : `Only one ${kind} per step`;
        const max = kind === 'image' ? MAX_IMAGES : 1;
        throw new AppError('VALIDATION_ERROR', message, [{ field: part.fieldname, code: 'too_many', message, max }]);
      }
      uploads.push(await storeFile(storage, kind, part.file, part.filename, caps));
      if (part.file.truncated)
        throw new AppError('PAYLOAD_TOO_LARGE', `Each ${kind} may be at most ${readable(caps.mediaBytes)}`);
    }
    return { fields: parseStepFields(fields), uploads };
  } catch (err) {
    await removeUploads(deps, uploads);
    throw err;
  }
}

/**
 * A JSON body (a step without files) read as if its fields were multipart parts: lists become
 * repeated values, objects such as slider_config become their JSON text.
 */
function fieldsFromJson(body: Record<string, unknown>): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const text = (v: unknown) =>
    typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    fields.set(key, Array.isArray(value) ? value.map(text) : [text(value)]);
  }
  return fields;
}

export async function removeUploads(
  { storage }: Pick<ServiceDeps, 'storage'>,
  uploads: { key: string }[],
): Promise<void> {
  await Promise.all(uploads.map((u) => storage.delete(u.key).catch(() => undefined)));
}

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { VideoListSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, validationError } from '../../lib/app-error.js';
import { auditActor, recordAudit } from '../../lib/audit.js';
import { listVideos, replacePackage } from './videos.service.js';

const notZip = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only zip files are allowed.');

/** Local file headers start "PK\3\4"; an empty archive is just its end record "PK\5\6". */
async function looksLikeZip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4), 0, 4, 0);
    const sig = buffer.subarray(0, bytesRead).toString('latin1');
    return sig === 'PK\x03\x04' || sig === 'PK\x05\x06';
  } finally {
    await handle.close();
  }
}

/** Streams the one `video_file` part to a temporary file under the size cap. */
async function receiveZip(
  request: FastifyRequest,
  tmpDir: string,
  maxBytes: number,
): Promise<{ file: string; name: string }> {
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part) throw validationError('video_file', 'required', 'Choose a zip file to upload.');
  if (part.fieldname !== 'video_file') {
    part.file.resume();
    throw validationError('video_file', 'required', 'Send the package in the field video_file.');
  }
  if (!/\.zip$/i.test(part.filename)) {
    part.file.resume();
    throw notZip();
  }
  await mkdir(tmpDir, { recursive: true });
  const file = path.join(tmpDir, `${randomUUID()}.zip`);
  try {
    await pipeline(part.file, createWriteStream(file, { mode: 0o600 }));
    // The cap cuts the stream short; a cut package must never be mistaken for a whole one.
    if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', 'The package is larger than the upload limit.');
    if (!(await looksLikeZip(file))) throw notZip();
  } catch (err) {
    await rm(file, { force: true });
    throw err;
  }
  return { file, name: part.filename };
}

export async function videosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const list = async () => ({ success: true as const, data: { items: await listVideos(app) } });
  const listSchema = (summary: string, tags: string[]) => ({
    tags,
    summary,
    response: { 200: successEnvelope(VideoListSchema) },
  });

  app.get(
    '/api/videos',
    { schema: listSchema('Videos of the active package, for the landing and theory pages', ['content']) },
    list,
  );
  app.get(
    '/api/admin/app-type-video',
    { onRequest: app.requireAdmin, schema: listSchema('Videos of the active package', ['admin']) },
    list,
  );

  app.post(
    '/api/admin/app-type-video',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Replace the video package',
        description:
          'multipart/form-data with one `video_file` (.zip). 415 unless it is a zip; 400 INVALID_ZIP for absolute or ".." entries, links, too many entries or bytes once uncompressed, or no video inside. The new package replaces the old one only once completely extracted.',
        consumes: ['multipart/form-data'],
        response: { 201: successEnvelope(VideoListSchema) },
      },
    },
    async (request, reply) => {
      const { limits, dataDir } = app.config;
      const upload = await receiveZip(request, path.join(dataDir, 'tmp'), limits.videoPackageBytes);
      try {
        const result = await replacePackage(app, {
          zipFile: upload.file,
          originalName: upload.name,
          limits: {
            maxUncompressedBytes: limits.videoPackageUncompressedBytes,
            maxEntries: limits.videoPackageEntries,
          },
        });
        await recordAudit(app.db, {
          ...(await auditActor(app.db, request)),
          action: 'video_package.replace',
          targetType: 'video_package',
          targetId: result.packageId,
          details: { file_name: upload.name.slice(0, 255), videos: result.videoCount, replaced: result.replaced },
        });
      } finally {
        await rm(upload.file, { force: true });
      }
      return reply.code(201).send({
        success: true as const,
        message: 'Video uploaded successfully',
        data: { items: await listVideos(app) },
      });
    },
  );
}

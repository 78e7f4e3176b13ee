import { issueDetail, ProfileFieldsSchema, successEnvelope, UserSchema, valueAt } from '@clearwell/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import type { FileStorage } from '../../lib/storage.js';
import { loadPatient } from '../account/account.service.js';
import { toUserView } from '../patient-auth/patient-auth.service.js';
import { storeAvatar } from './avatar-upload.js';
import { updateProfile } from './profile.service.js';

const UserEnvelope = successEnvelope(UserSchema);

/** Walks the multipart body: text fields and at most one `avatar` file, streamed under the cap. */
async function readProfileForm(request: FastifyRequest, storage: FileStorage, maxBytes: number) {
  const fields: Record<string, string> = {};
  let avatarKey: string | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'avatar') {
          part.file.resume();
          throw new AppError('VALIDATION_ERROR', 'Only an avatar file can be uploaded here', [
            { field: part.fieldname, code: 'not_allowed', message: 'Unexpected file' },
          ]);
        }
        avatarKey = await storeAvatar({ storage }, part, maxBytes);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (avatarKey) await storage.delete(avatarKey).catch(() => undefined);
    throw err;
  }
  return { fields, avatarKey };
}

export async function profileRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const tags = ['patient account'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/auth/profile',
    {
      onRequest: app.requirePatient,
      schema: { tags, security, summary: 'The signed-in patient', response: { 200: UserEnvelope } },
    },
    async (request) => {
      const row = await loadPatient(app, request.auth!.subjectId);
      return { success: true as const, data: toUserView(app, row) };
    },
  );

  app.put(
    '/api/auth/profile',
    {
      onRequest: app.requirePatient,
      schema: {
        tags,
        security,
        summary: 'Update first and last name and, optionally, the avatar',
        description:
          'multipart/form-data with first_name, last_name and an optional file `avatar` (JPEG, PNG or GIF by content, at most 2 MB; 415 / 413 otherwise). ' +
          'A JSON body with the two names is also accepted. Identifying metadata (EXIF, XMP, text chunks) is removed from JPEG and PNG files.',
        response: { 200: UserEnvelope },
      },
    },
    async (request) => {
      const { fields, avatarKey } = request.isMultipart()
        ? await readProfileForm(request, app.storage, app.config.limits.avatarBytes)
        : { fields: (request.body ?? {}) as Record<string, unknown>, avatarKey: null };
      const parsed = ProfileFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        if (avatarKey) await app.storage.delete(avatarKey).catch(() => undefined);
        const details = parsed.error.issues.map((i) =>
          issueDetail(i, i.path.join('.') || 'body', valueAt(fields, i.path) === undefined),
        );
        throw new AppError('VALIDATION_ERROR', 'First name and last name are required', details);
      }
      const row = await updateProfile(
        { db: app.db, storage: app.storage, log: request.log },
        request.auth!.subjectId,
        parsed.data,
        avatarKey,
      );
      return { success: true as const, message: 'Profile updated successfully', data: toUserView(app, row) };
    },
  );
}

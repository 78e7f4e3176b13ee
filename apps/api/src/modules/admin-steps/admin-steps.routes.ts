import {
  MessageOnlySchema,
  ReorderStepSchema,
  SessionStepSchema,
  StepIdParamsSchema,
  StepListQuerySchema,
  pagedSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../lib/audit.js';
import { sendCachedJson } from '../../lib/cached-json.js';
import { createStep, deleteStep, getStep, reorderStep, updateStep } from './admin-steps.service.js';
import { readStepForm } from './step-upload.js';

const MULTIPART_NOTE =
  'multipart/form-data. Text: title and text_content (required), description, type (repeated or one JSON array; at least one of text, radio, slider, image, options), ' +
  'radio_title, radio_options (repeated or JSON array; blank entries are dropped, and a step whose type includes radio needs at least one), ' +
  'slider_title, slider_config (JSON {"min","max"}, whole numbers, min < max). A refused field is named in the 400 details. ' +
  'Files: images (repeatable, JPEG/PNG/GIF/WebP, 10 MB each), video (one, MP4/WebM/MOV/Ogg), audio (one, MP3/WAV/Ogg/M4A/AAC/FLAC), checked by content: 415 otherwise, 413 when too large. ' +
  'A step without files may also be sent as JSON with the same field names (lists as arrays, slider_config as an object).';

/** Admin authoring of the guided session steps (contract section 4). */
export async function adminStepsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, storage: app.storage };
  const caps = { imageBytes: app.config.limits.stepImageBytes, mediaBytes: app.config.limits.stepMediaBytes };
  const actor = (request: FastifyRequest) => auditActor(app.db, request);
  const tags = ['Admin: session steps'];
  const security = [{ bearer: [] }];
  // Every successful write here (create, update, delete, reorder) changes what patients are served.
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) await app.sessionSteps.changed();
  });

  app.get('/api/admin/session-step', {
    onRequest: app.requireAdmin,
    schema: { tags, security, querystring: StepListQuerySchema, response: { 200: successEnvelope(pagedSchema(SessionStepSchema)) } },
    // The page was validated against this same schema when it was built (plugins/steps-cache.ts).
  }, async (request, reply) => sendCachedJson(request, reply, await app.sessionSteps.page(request.query)) as never);

  // Registered before '/:id' routes so "reorder" is never taken for an id.
  app.put('/api/admin/session-step/reorder', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      description: 'Moves a step to a 1-based position, clamped to 1..n. Answers the whole list in its new order.',
      body: ReorderStepSchema,
      response: { 200: successEnvelope(z.array(SessionStepSchema)) },
    },
  }, async (request) => {
    const steps = await reorderStep(deps, request.body.step_id, request.body.new_position, await actor(request));
    return { success: true as const, message: 'Step order updated', data: steps };
  });

  app.get('/api/admin/session-step/:id', {
    onRequest: app.requireAdmin,
    schema: { tags, security, params: StepIdParamsSchema, response: { 200: successEnvelope(SessionStepSchema) } },
  }, async (request) => ({ success: true as const, data: await getStep(deps, request.params.id) }));

  app.post('/api/admin/session-step', {
    onRequest: app.requireAdmin,
    schema: { tags, security, consumes: ['multipart/form-data'], description: `Creates a step, appended last. ${MULTIPART_NOTE}`, response: { 201: successEnvelope(SessionStepSchema) } },
  }, async (request, reply) => {
    const who = await actor(request);
    const form = await readStepForm(request, app.storage, caps);
    const step = await createStep(deps, form, who);
    return reply.code(201).send({ success: true as const, message: 'Step created', data: step });
  });

  app.put('/api/admin/session-step/:id', {
    onRequest: app.requireAdmin,
    schema: {
      tags,
      security,
      consumes: ['multipart/form-data'],
      params: StepIdParamsSchema,
      description:
        `Replaces a step. ${MULTIPART_NOTE} Media kept: the files named (by the URL the API gave out) in existing_images (repeated or JSON array), ` +
        'existing_video and existing_audio; every other existing file of the step is removed. A new video or audio replaces the old one.',
      response: { 200: successEnvelope(SessionStepSchema) },
    },
  }, async (request) => {
    const who = await actor(request);
    const form = await readStepForm(request, app.storage, caps);
    return { success: true as const, message: 'Step updated', data: await updateStep(deps, request.params.id, form, who) };
  });

  app.delete('/api/admin/session-step/:id', {
    onRequest: app.requireAdmin,
    schema: { tags, security, params: StepIdParamsSchema, description: 'Deletes a step and its files; later steps move up one.', response: { 200: MessageOnlySchema } },
  }, async (request) => {
    await deleteStep(deps, request.params.id, await actor(request));
    return { success: true as const, message: 'Step deleted', data: null };
  });
}

import {
  AdminSessionStepResponseSchema,
  MessageOnlySchema,
  ReorderStepSchema,
  StepIdParamsSchema,
  StepListQuerySchema,
  pagedSchema,
  successEnvelope,
} from '@clearwell/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActor } from '../../lib/audit.js';
import { sendJsonWithEtag } from '../../lib/etag.js';
import { createStep, deleteStep, getStep, pageOfSteps, reorderStep, updateStep } from './admin-steps.service.js';
import { readStepForm } from './step-upload.js';

const MULTIPART_NOTE =
  'multipart/form-data. Text: title and text_content (required), description, type (repeated or one JSON array; at least one of text, radio, slider, image, options), ' +
  'radio_title, radio_options (repeated or JSON array; blank entries are dropped, and a step whose type includes radio needs at least one), ' +
  'slider_title, slider_config (JSON {"min","max"}, whole numbers, min < max). A refused field is named in the 400 details. ' +
  'Files: images (repeatable, JPEG/PNG/GIF/WebP, 10 MB each), video (one, MP4/WebM/MOV/Ogg), audio (one, MP3/WAV/Ogg/M4A/AAC/FLAC), checked by content: 415 otherwise, 413 when too large. ' +
  'translations (optional): JSON `{"es"?: {title?, description?, text_content?, radio_title?, radio_options?: [..], slider_title?}, "de"?: {...}}`, ' +
  'the texts in Spanish and German; a field left out or empty has no translation (patients are shown the English one). ' +
  'Unknown languages or fields, texts that are not strings, or a translated radio_options with not as many choices as the English one ' +
  'are 400 on `translations`; radio fields of a step without radio and slider_title of a step without a slider are dropped, as in English. ' +
  'On update, translations left out keep their stored value; sent, they replace it. ' +
  'A step without files may also be sent as JSON with the same field names (lists as arrays, slider_config and translations as objects).';

const KEYS_NOTE =
  'Each step has its `key` (made from its English title when it is created, unique, never changed by an edit: the session rules ' +
  'read it) and its `translations` as stored; the other texts are the English ones.';

const PageAnswerSchema = successEnvelope(pagedSchema(AdminSessionStepResponseSchema));

/** Admin authoring of the guided session steps. */
export async function adminStepsRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const actor = (request: FastifyRequest) => auditActor(app.db, request);
  const tags = ['Admin: session steps'];
  const security = [{ bearer: [] }];
  app.get(
    '/api/admin/session-step',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description: `${KEYS_NOTE} With an ETag: a request whose \`If-None-Match\` names the current one is answered 304, without a body.`,
        querystring: StepListQuerySchema,
        response: { 200: PageAnswerSchema },
      },
      // Validated against the route's schema here, and serialised once, so the ETag hashes what is sent.
    },
    async (request, reply) => {
      const answer = PageAnswerSchema.parse({ success: true, data: await pageOfSteps(app, request.query) });
      return sendJsonWithEtag(request, reply, JSON.stringify(answer)) as never;
    },
  );

  // Registered before '/:id' routes so "reorder" is never taken for an id.
  app.put(
    '/api/admin/session-step/reorder',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description: 'Moves a step to a 1-based position, clamped to 1..n. Answers the whole list in its new order.',
        body: ReorderStepSchema,
        response: { 200: successEnvelope(z.array(AdminSessionStepResponseSchema)) },
      },
    },
    async (request) => {
      const steps = await reorderStep(app, request.body.step_id, request.body.new_position, await actor(request));
      return { success: true as const, message: 'Step order updated', data: steps };
    },
  );

  app.get(
    '/api/admin/session-step/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        description: KEYS_NOTE,
        params: StepIdParamsSchema,
        response: { 200: successEnvelope(AdminSessionStepResponseSchema) },
      },
    },
    async (request) => ({ success: true as const, data: await getStep(app, request.params.id) }),
  );

  app.post(
    '/api/admin/session-step',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Creates a step, appended last, with a new key made from its title. ${MULTIPART_NOTE}`,
        response: { 201: successEnvelope(AdminSessionStepResponseSchema) },
      },
    },
    async (request, reply) => {
      const who = await actor(request);
      const form = await readStepForm(app, request);
      const step = await createStep(app, form, who);
      return reply.code(201).send({ success: true as const, message: 'Step created', data: step });
    },
  );

  app.put(
    '/api/admin/session-step/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: StepIdParamsSchema,
        description:
          `Replaces a step; its key stays. ${MULTIPART_NOTE} Media kept: the files named (by the URL the API gave out) in existing_images (repeated or JSON array), ` +
          'existing_video and existing_audio; every other existing file of the step is removed. A new video or audio replaces the old one. ' +
          "The choices that carry the session's rules (Sensation State's first three, Process Again's first two) keep their places: " +
          'removing one, changing their order or giving one label to two places, in English or in a translation, is 400 on radio_options; ' +
          'relabelling them and adding choices after them is allowed.',
        response: { 200: successEnvelope(AdminSessionStepResponseSchema) },
      },
    },
    async (request) => {
      const who = await actor(request);
      const form = await readStepForm(app, request);
      return {
        success: true as const,
        message: 'Step updated',
        data: await updateStep(app, request.params.id, form, who),
      };
    },
  );

  app.delete(
    '/api/admin/session-step/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        security,
        params: StepIdParamsSchema,
        description: 'Deletes a step and its files; later steps move up one.',
        response: { 200: MessageOnlySchema },
      },
    },
    async (request) => {
      await deleteStep(app, request.params.id, await actor(request));
      return { success: true as const, message: 'Step deleted', data: null };
    },
  );
}

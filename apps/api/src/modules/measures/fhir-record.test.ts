import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/app.js';
import { bearer, createPatient } from '../../../test/factories.js';
import { fhirValidator } from '../../../test/fhir-schema.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ env: { MEASURE_INTERVAL: '1s' } });
});
afterAll(() => t.close());

describe('GET /api/measures/fhir against the R4 structure', () => {
  it('is a valid R4 Bundle, each QuestionnaireResponse and Observation valid on its own too', async () => {
    const me = await createPatient(t.database, t.config.jwtSecret);
    const answer = (key: string, answers: number[]) =>
      t.app.inject({ method: 'POST', url: `/api/measures/${key}`, payload: { answers }, headers: bearer(me.token) });
    await answer('phq9', [0, 1, 2, 3, 0, 1, 2, 3, 1]);
    await answer('gad7', [3, 2, 1, 0, 1, 2, 3]);
    const res = await t.app.inject({ method: 'GET', url: '/api/measures/fhir', headers: bearer(me.token) });
    const bundle = res.json();
    expect(bundle.entry).toHaveLength(4);

    const bundleValid = fhirValidator('Bundle');
    expect(bundleValid(bundle), JSON.stringify(bundleValid.errors?.slice(0, 3))).toBe(true);
    const [phqResponse, phqTotal, gadResponse, gadTotal] = bundle.entry.map((e: { resource: object }) => e.resource);
    const responseValid = fhirValidator('QuestionnaireResponse');
    const observationValid = fhirValidator('Observation');
    for (const r of [phqResponse, gadResponse])
      expect(responseValid(r), JSON.stringify(responseValid.errors)).toBe(true);
    for (const o of [phqTotal, gadTotal])
      expect(observationValid(o), JSON.stringify(observationValid.errors)).toBe(true);
    expect(gadTotal.code.coding[0].code).toBe('70274-6');
    expect(gadTotal.valueInteger).toBe(12);
    expect(
      gadResponse.item.map((i: { answer: { valueCoding: { code: string } }[] }) => i.answer[0]!.valueCoding.code),
    ).toEqual(['LA6571-9', 'LA6570-1', 'LA6569-3', 'LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9']);
    // Every reference resolves inside the bundle.
    const urls = new Set(bundle.entry.map((e: { fullUrl: string }) => e.fullUrl));
    for (const o of [phqTotal, gadTotal]) expect(urls.has(o.derivedFrom[0].reference)).toBe(true);
  });

  it('would catch what R4 forbids: the validator is not a formality', () => {
    const observationValid = fhirValidator('Observation');
    expect(observationValid({ resourceType: 'Observation', status: 'done', code: { text: 'x' } })).toBe(false);
    expect(
      observationValid({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueInteger: 'ten' }),
    ).toBe(false);
    expect(
      observationValid({ resourceType: 'Observation', status: 'final', code: { text: 'x' }, valueInteger: 10 }),
    ).toBe(true);
  });
});

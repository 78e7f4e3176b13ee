import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { patientAuth } from '../../../lib/auth-storage';
import { chooseLanguage } from '../../../lib/i18n/language';
import { resetLanguageChoice } from '../../../../test/language';
import { appQueryClient } from '../../../lib/query-client';
import { mockApi } from '../../../../test/render-page';
import { agreementQuery } from '../../../lib/get-agreement';
import { prefetchBeginSession, sessionStepsQuery } from './session-queries';

afterEach(() => {
  vi.unstubAllGlobals();
  resetLanguageChoice();
  patientAuth.clear();
  appQueryClient.clear();
});

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const routes = {
  'GET /api/agreement': ok({ agreement_accepted: true }),
  'GET /api/session-steps': ok([]),
  'GET /api/experiences': ok([]),
};

describe('the /begin-session loader', () => {
  it('starts the three requests the session needs, without waiting for them', async () => {
    patientAuth.save({ token: 'token', user: { id: 'u1' } as never });
    const calls = mockApi(routes);
    expect(prefetchBeginSession()).toBeNull();
    await waitFor(() =>
      expect(calls.map((c) => c.key).sort()).toEqual([
        'GET /api/agreement',
        'GET /api/experiences',
        'GET /api/session-steps',
      ]),
    );
    await waitFor(() =>
      expect(appQueryClient.getQueryData(agreementQuery.queryKey)).toEqual({ agreement_accepted: true }),
    );
    expect(appQueryClient.getQueryData(sessionStepsQuery('en').queryKey)).toEqual([]);
  });

  it('asks for the steps and choices in the language in use, kept apart per language', async () => {
    patientAuth.save({ token: 'token', user: { id: 'u1' } as never });
    mockApi(routes);
    chooseLanguage('de');
    prefetchBeginSession();
    await waitFor(() => expect(appQueryClient.getQueryData(sessionStepsQuery('de').queryKey)).toEqual([]));
    const urls = vi.mocked(fetch).mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/session-steps?lang=de');
    expect(urls).toContain('/api/experiences?lang=de');
    expect(appQueryClient.getQueryData(sessionStepsQuery('en').queryKey)).toBeUndefined();
  });

  it('asks nothing without a sign-in', async () => {
    const calls = mockApi(routes);
    prefetchBeginSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual([]);
  });
});

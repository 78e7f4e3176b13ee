import 'fake-indexeddb/auto';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearQueue } from '../../test/offline-queue';
import { queuedFor, queueSubmission } from './offline-queue';
import { adminAuth, patientAuth, type StoredPatient } from './auth-storage';
import { forgetUserOnDevice, signInOnDevice } from './device-user';
import { createQueryClient } from './query-client';
import { readSessionProgress, SESSION_PROGRESS_KEY, writeSessionProgress } from './session-progress';
import { queryKeys } from './query-keys';

const patient = (id: string) => ({ id, first_name: id, email: `${id}@example.test` }) as StoredPatient;

let client = createQueryClient();
beforeEach(() => {
  client = createQueryClient();
  patientAuth.save({ user: patient('patient-a'), token: 'token-a' });
  writeSessionProgress('patient-a', { index: 4, answer: 'Dread before Monday' });
  client.setQueryData(queryKeys.journal, [{ text: 'Dread before Monday' }]);
});

afterEach(() => clearQueue());

const kept = (client_id: string, owner: string) =>
  queueSubmission({
    client_id,
    owner,
    responses: [{ session_step_id: 's1', response: 'Tight chest' }],
    experience: null,
    saved_at: '2026-01-01T10:00:00.000Z',
  });

describe('the sessions a patient kept on the device', () => {
  it('stay when their sign-in ends by itself, and are deleted by a logout', async () => {
    await kept('a1', 'patient-a');
    forgetUserOnDevice('patient', client, undefined, { keptSessions: 'keep' });
    patientAuth.save({ user: patient('patient-a'), token: 'token-a-2' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await queuedFor('patient-a')).toHaveLength(1);
    forgetUserOnDevice('patient', client);
    await waitFor(async () => expect(await queuedFor('patient-a')).toEqual([]));
  });

  it("stay for the same patient signing in again; another person's sign-in deletes them", async () => {
    await kept('a1', 'patient-a');
    await kept('b1', 'patient-b');
    signInOnDevice('patient', { user: patient('patient-a'), token: 'token-a-2' }, client);
    await waitFor(async () => expect(await queuedFor('patient-b')).toEqual([]));
    expect(await queuedFor('patient-a')).toHaveLength(1);
  });
});

describe('forgetting a patient on this device', () => {
  it('leaves nothing of theirs: token, cached user, unfinished session, cached answers', () => {
    adminAuth.save({ user: { id: 'admin-1' }, token: 'admin-token' });
    client.getMutationCache().build(client, { mutationKey: ['submit'] });
    forgetUserOnDevice('patient', client);
    expect(patientAuth.getToken()).toBeNull();
    expect(patientAuth.getUser()).toBeNull();
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(client.getMutationCache().getAll()).toEqual([]);
    // The back-office session in the same browser is its own.
    expect(adminAuth.getToken()).toBe('admin-token');
  });

  it('can spare the one cached answer a page is still showing', () => {
    client.setQueryData(['verify-email', 'code-1'], { token: 'token-b' });
    forgetUserOnDevice('patient', client, ['verify-email', 'code-1']);
    expect(client.getQueryData(queryKeys.journal)).toBeUndefined();
    expect(client.getQueryData(['verify-email', 'code-1'])).toEqual({ token: 'token-b' });
  });

  it('forgets an admin the same way, leaving the patient area alone', () => {
    adminAuth.save({ user: { id: 'admin-1', email: 'admin@example.test' }, token: 'admin-token' });
    forgetUserOnDevice('admin', client);
    expect(adminAuth.getToken()).toBeNull();
    expect(adminAuth.getUser()).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(patientAuth.getToken()).toBe('token-a');
  });
});

describe('a sign-in on this device', () => {
  it('starts clean: the one before is forgotten, the new patient is kept', () => {
    signInOnDevice('patient', { user: patient('patient-b'), token: 'token-b' }, client);
    expect(patientAuth.getToken()).toBe('token-b');
    expect(patientAuth.getUser()?.id).toBe('patient-b');
    expect(localStorage.getItem(SESSION_PROGRESS_KEY)).toBeNull();
    expect(readSessionProgress('patient-b')).toBeNull();
    expect(client.getQueryData(queryKeys.journal)).toBeUndefined();
  });
});

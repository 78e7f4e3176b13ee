import type { ProblemCreated, ProblemRequest } from '@clearwell/shared';
import { api } from './api-client';

/** `client_id` is made on the device, so the same submission sent again is stored once. */
export async function submitProblem(body: ProblemRequest): Promise<ProblemCreated> {
  return (await api<ProblemCreated>('/api/problem', { method: 'POST', body })).data;
}

import type { SupporterToken } from '@clearwell/shared';
import { api } from '../../../lib/api-client';

/** `POST /api/supporter/signin`: the token and the supporter (name and code) to keep on this device. */
export async function signInSupporter(email: string, password: string): Promise<SupporterToken> {
  return (
    await api<SupporterToken>('/api/supporter/signin', {
      method: 'POST',
      body: { email, password },
      area: 'supporter',
    })
  ).data;
}

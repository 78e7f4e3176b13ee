import type { SupporterSetPassword } from '@clearwell/shared';
import { api } from '../../../lib/api-client';

/** The first password, through the invitation's link (one use, 7 days): `INVALID_TOKEN` otherwise. */
export async function setSupporterPassword(body: SupporterSetPassword): Promise<void> {
  await api<null>('/api/supporter/set-password', { method: 'POST', body, area: 'supporter' });
}

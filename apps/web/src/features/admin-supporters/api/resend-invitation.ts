import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A new link to set a password, mailed again; 409 for a deactivated supporter. */
export async function resendInvitation(id: string): Promise<void> {
  await api(`/api/admin/supporters/${encodeURIComponent(id)}/resend`, { method: 'POST', area: 'admin' });
}

export const useResendInvitation = () => useMutation({ mutationFn: resendInvitation });

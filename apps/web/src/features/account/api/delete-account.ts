import type { AccountConfirmation } from '@clearwell/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deleteAccount = (confirmation: AccountConfirmation) =>
  api('/api/account', { method: 'DELETE', body: confirmation });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

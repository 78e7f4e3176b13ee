import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { patientAuth, type StoredPatient } from '../../../lib/auth-storage';
import { queryKeys } from '../../../lib/query-keys';

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  avatar?: File | null;
}

export async function updateProfile(update: ProfileUpdate) {
  const form = new FormData();
  form.set('first_name', update.first_name);
  form.set('last_name', update.last_name);
  if (update.avatar) form.set('avatar', update.avatar);
  return api<StoredPatient>('/api/auth/profile', { method: 'PUT', body: form });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ data }) => {
      patientAuth.save({ user: data });
      queryClient.setQueryData(queryKeys.profile, data);
    },
  });
}

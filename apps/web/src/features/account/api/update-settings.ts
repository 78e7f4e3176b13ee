import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patientAuth } from '../../../lib/auth-storage';
import type { Settings } from '@clearwell/shared';
import { queryKeys } from '../../../lib/query-keys';
import { updateSettings } from '../../../lib/update-settings';

const settingsKey = queryKeys.settings;

/** Optimistic: the choice shows at once and rolls back if the server refuses it. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: Settings) => updateSettings(next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: settingsKey });
      const previous = queryClient.getQueryData<Settings>(settingsKey);
      queryClient.setQueryData(settingsKey, next);
      return { previous };
    },
    onError: (_err, _next, context) => {
      if (context?.previous) queryClient.setQueryData(settingsKey, context.previous);
    },
    onSuccess: ({ data }) => {
      queryClient.setQueryData(settingsKey, data);
      const user = patientAuth.getUser();
      if (user) patientAuth.save({ user: { ...user, ...data } });
    },
  });
}

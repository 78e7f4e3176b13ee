import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function uploadVideoPackage(file: File) {
  const form = new FormData();
  form.append('video_file', file);
  return api('/api/admin/app-type-video', { method: 'POST', body: form, area: 'admin' });
}

export function useUploadVideoPackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadVideoPackage,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.admin.videos }),
  });
}

import type { VideoItem } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export class UnexpectedVideoData extends Error {}

/** The active package's videos; an answer without an `items` list is reported as such. */
export async function getVideos(): Promise<Partial<VideoItem>[]> {
  const res = await api<{ items?: unknown }>('/api/admin/app-type-video', { area: 'admin' });
  if (!res.data || !Array.isArray(res.data.items)) throw new UnexpectedVideoData('unexpected data format');
  return res.data.items as Partial<VideoItem>[];
}

export const useVideos = () => useQuery({ queryKey: queryKeys.admin.videos, queryFn: getVideos, retry: false });

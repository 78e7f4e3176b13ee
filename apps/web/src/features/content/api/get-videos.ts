import type { VideoItem, VideoList } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The uploaded video package, for the landing and theory pages. Its absence (no package, or
 * a server without the route) is an ordinary state: an empty list, never an error.
 */
export async function getVideos(): Promise<VideoItem[]> {
  try {
    return (await api<VideoList>('/api/videos')).data.items.filter((v) => v.link !== '');
  } catch {
    return [];
  }
}

export function useFirstVideo() {
  return useQuery({
    queryKey: queryKeys.publicVideos,
    queryFn: getVideos,
    staleTime: 5 * 60_000,
    select: (list) => list[0] ?? null,
  });
}

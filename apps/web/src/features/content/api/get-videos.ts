import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PublicVideo {
  id: string;
  name: string;
  link: string;
}

/**
 * The uploaded video package, for the landing and theory pages. Its absence (no package, or
 * a server without the route) is an ordinary state: an empty list, never an error.
 */
export async function getVideos(): Promise<PublicVideo[]> {
  try {
    const { data } = await api<{ items?: PublicVideo[] } | PublicVideo[]>('/api/videos');
    const items = Array.isArray(data) ? data : data?.items;
    return Array.isArray(items) ? items.filter((v) => typeof v?.link === 'string' && v.link !== '') : [];
  } catch {
    return [];
  }
}

export function useFirstVideo() {
  return useQuery({ queryKey: ['public-videos'], queryFn: getVideos, staleTime: 5 * 60_000, select: (list) => list[0] ?? null });
}

import type { SessionStep } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function getSessionSteps(): Promise<SessionStep[]> {
  const { data } = await api<SessionStep[] | { items: SessionStep[] }>('/api/session-steps');
  const list = Array.isArray(data) ? data : data.items;
  return [...list].sort((a, b) => a.order - b.order);
}

export function useSessionSteps() {
  return useQuery({ queryKey: ['session-steps'], queryFn: getSessionSteps, staleTime: 5 * 60_000 });
}

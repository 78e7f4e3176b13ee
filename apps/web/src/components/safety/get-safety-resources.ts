import type { SafetyResources } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { keepLines, keepsDefaultList } from './kept-lines';
import { queryKeys } from '../../lib/query-keys';

/** A country's lines (null: the default list), their hours and descriptions in `lang` where given. */
export async function getSafetyResources(country: string | null, lang: string): Promise<SafetyResources> {
  const lines = (
    await api<SafetyResources>('/api/safety-resources', { query: { country: country ?? undefined, lang } })
  ).data;
  keepLines(country, lines);
  // The default list is kept too, for somewhere else picked without a connection.
  if (lines.country !== '*' && !keepsDefaultList()) void getSafetyResources(null, lang).catch(() => undefined);
  return lines;
}

/**
 * Asked again each time the card opens, so a line the back-office just changed shows at once.
 * Asked also without a connection (never paused waiting for one): the card then shows the lines
 * kept on the device, or where to find help, at once.
 */
export const useSafetyResources = (country: string | null, lang: string, enabled = true) =>
  useQuery({
    queryKey: queryKeys.safetyResources(country, lang),
    queryFn: () => getSafetyResources(country, lang),
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    networkMode: 'always',
    retry: (count) => navigator.onLine && count < 2,
  });

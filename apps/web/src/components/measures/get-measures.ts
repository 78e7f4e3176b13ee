import type { Language, Measure } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export async function getMeasures(lang: Language): Promise<Measure[]> {
  return (await api<Measure[]>(`/api/measures?lang=${lang}`)).data;
}

export const measuresQuery = (lang: Language) => ({
  queryKey: queryKeys.measuresIn(lang),
  queryFn: () => getMeasures(lang),
});

/** PHQ-9 and GAD-7 as the server offers them: an empty list when measures are turned off. */
export function useMeasures() {
  return useQuery(measuresQuery(useLanguage()));
}

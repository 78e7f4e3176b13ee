import { useQueries } from '@tanstack/react-query';
import { getExperiences } from '../../../lib/get-experiences';
import { LANGUAGES, useLanguage } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/**
 * A session keeps the experience's title in the language it was chosen in. Experiences have
 * stable ids, so the title is looked up among every language's titles and said again in the
 * language in use; one not found (renamed since, or offline) is shown as stored.
 */
export function useExperienceName(enabled = true): (stored: string | null) => string | null {
  const lang = useLanguage();
  const lists = useQueries({
    queries: LANGUAGES.map((l) => ({
      // The same key as the session's list: one request serves both.
      queryKey: queryKeys.experiences(l),
      queryFn: () => getExperiences(l),
      staleTime: 5 * 60_000,
      enabled,
    })),
  });
  const inUse = lists[LANGUAGES.indexOf(lang)]?.data;
  const idOf = new Map<string, string>();
  for (const list of lists) for (const e of list.data ?? []) idOf.set(e.title, e.id);
  return (stored) => {
    const id = stored === null ? undefined : idOf.get(stored);
    return inUse?.find((e) => e.id === id)?.title ?? stored;
  };
}

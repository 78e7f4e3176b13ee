import { toCountryCode } from '@clearwell/shared/countries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { patientAuth, useAuth } from '../../lib/auth-storage';

/** The region the browser's languages name (`en-GB` → GB), or null when none names one. */
export function browserRegion(
  languages: readonly string[] = navigator.languages?.length ? navigator.languages : [navigator.language],
): string | null {
  for (const tag of languages) {
    try {
      const region = toCountryCode(new Intl.Locale(tag).region);
      if (region) return region;
    } catch {
      /* not a language tag: try the next */
    }
  }
  return null;
}

/**
 * Whose crisis lines to show: the country in the patient's settings, else the browser's region,
 * else null (the default list). Shares the settings query's cache entry with the settings page,
 * so a country chosen there is used here at once.
 */
export function usePatientCountry(): { country: string | null; ready: boolean } {
  const { isSignedIn } = useAuth(patientAuth);
  const settings = useQuery({
    queryKey: ['settings'],
    queryFn: async () => (await api<{ country?: string | null }>('/api/settings')).data,
    enabled: isSignedIn,
  });
  const chosen = isSignedIn ? toCountryCode(settings.data?.country) : null;
  return { country: chosen ?? browserRegion(), ready: !isSignedIn || !settings.isPending || settings.isError };
}

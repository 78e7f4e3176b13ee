import { toCountryCode } from '@clearwell/shared/countries';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { patientAuth, useAuth } from '../../lib/auth-storage';
import { settingsQuery } from '../../lib/get-settings';
import { keepCountry, keptCountry } from './kept-lines';

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
    ...settingsQuery,
    enabled: isSignedIn,
    // Offline, fail at once rather than wait for a connection: the kept country is used instead.
    networkMode: 'always',
    retry: (count) => navigator.onLine && count < 2,
  });
  const chosen = isSignedIn ? toCountryCode(settings.data?.country) : null;
  useEffect(() => {
    if (settings.isSuccess) keepCountry(chosen);
  }, [settings.isSuccess, chosen]);
  // Without a connection the settings cannot be read: the country they named when last read.
  const unread = isSignedIn && !settings.data && (settings.isError || settings.fetchStatus === 'paused');
  const country = chosen ?? (unread ? toCountryCode(keptCountry()) : null) ?? browserRegion();
  return { country, ready: !isSignedIn || !settings.isPending || unread };
}

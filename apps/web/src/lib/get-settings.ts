import type { Settings } from '@clearwell/shared';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** The settings, with whether the patient chose their language (the server always says). */
export type SettingsAnswer = Settings & { language_chosen?: boolean };

export async function getSettings(): Promise<SettingsAnswer> {
  return (await api<SettingsAnswer>('/api/settings')).data;
}

/**
 * The patient's settings: one cache entry for the settings page, the language the app speaks
 * and the country whose crisis lines are shown, so a choice made in one is seen by the others.
 */
export const settingsQuery = { queryKey: queryKeys.settings, queryFn: getSettings };

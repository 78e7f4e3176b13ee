import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { settingsQuery, type SettingsAnswer } from '../../lib/get-settings';
import { chooseLanguage, language, type Language } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';
import { updateSettings } from '../../lib/update-settings';

/**
 * A signed-in patient's language is their setting (docs/api.md, Languages): it follows them to any device,
 * and their e-mails use it. Once the server has answered, the app switches to it, if the patient
 * chose it (at sign-up in the app, or with a switcher); a default they never chose does not
 * override the browser's language.
 */
export function useLanguageSetting(signedIn: boolean): void {
  const settings = useQuery({ ...settingsQuery, enabled: signedIn });
  const saved = settings.data?.language_chosen ? settings.data.language : undefined;
  useEffect(() => {
    if (saved && saved !== language.get()) chooseLanguage(saved);
  }, [saved]);
}

/** What a switcher does for a signed-in patient: the new language becomes their setting too. */
export function useSaveLanguage(): (next: Language) => void {
  const queryClient = useQueryClient();
  return (next) => {
    queryClient.setQueryData<SettingsAnswer>(queryKeys.settings, (old) =>
      old ? { ...old, language: next, language_chosen: true } : old,
    );
    void updateSettings({ language: next })
      .then(({ data }) => queryClient.setQueryData(queryKeys.settings, data))
      .catch(() => undefined); // the screen has switched; the setting is saved again with the next change
  };
}

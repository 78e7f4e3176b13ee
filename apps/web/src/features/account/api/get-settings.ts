import type { Settings } from '@clearwell/shared';
import { useQuery } from '@tanstack/react-query';
import { patientAuth } from '../../../lib/auth-storage';
import { settingsQuery } from '../../../lib/get-settings';
import { language } from '../../../lib/i18n';

/** What the choices show before the server has answered. */
export const defaultSettings = (): Settings => ({
  guide_medium: 'video',
  share_data_for_research: false,
  check_in_emails: false,
  support_emails: true,
  country: null,
  language: language.get(),
});

/** Starts from the cached user so the choices show at once. */
export const useSettings = () =>
  useQuery({
    ...settingsQuery,
    placeholderData: () => {
      const user = patientAuth.getUser();
      return user
        ? {
            guide_medium: user.guide_medium ?? 'video',
            share_data_for_research: Boolean(user.share_data_for_research),
            check_in_emails: false,
            support_emails: true,
            country: typeof user.country === 'string' ? user.country : null,
            language: language.get(),
          }
        : undefined;
    },
  });

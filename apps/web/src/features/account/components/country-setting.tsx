import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { countryOptions } from '../../../components/safety/country-names';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';
import type { Settings } from '@clearwell/shared';
import { defaultSettings, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

const messages = i18n('account/country-setting', {
  country: 'Country',
  hint: 'We use it to show crisis lines that answer where you are. When not set, we go by your browser’s region.',
  notSet: 'Not set (use my browser’s region)',
  saved: 'Country saved',
  failed: 'Failed to update settings',
});

/** Where the patient is, so "Get help now" shows the crisis lines that answer there. Saved on change. */
export function CountrySetting() {
  const id = useId();
  const t = useMessages(messages);
  const lang = useLanguage();
  const { data } = useSettings();
  const update = useUpdateSettings();
  const current: Settings = data ?? defaultSettings();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold text-ink">
        {t.country}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.hint}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={current.country ?? ''}
        onChange={(e) =>
          update.mutate(
            { ...current, country: e.target.value || null },
            {
              onSuccess: () => toast.success(messages.get().saved),
              onError: () => toast.error(messages.get().failed),
            },
          )
        }
        className="min-h-11 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink"
      >
        <option value="">{t.notSet}</option>
        {countryOptions(lang).map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

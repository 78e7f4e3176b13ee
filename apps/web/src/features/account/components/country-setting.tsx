import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { countryOptions } from '../../../components/safety/country-names';
import type { Settings } from '@clearwell/shared';
import { defaultSettings, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

/** Where the patient is, so "Get help now" shows the crisis lines that answer there. Saved on change. */
export function CountrySetting() {
  const id = useId();
  const { data } = useSettings();
  const update = useUpdateSettings();
  const current: Settings = data ?? defaultSettings();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-lg font-semibold text-ink">
        Country
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        We use it to show crisis lines that answer where you are. When not set, we go by your browser’s region.
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={current.country ?? ''}
        onChange={(e) =>
          update.mutate(
            { ...current, country: e.target.value || null },
            {
              onSuccess: () => toast.success('Country saved'),
              onError: () => toast.error('Failed to update settings'),
            },
          )
        }
        className="min-h-11 w-full max-w-sm rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-ink"
      >
        <option value="">Not set (use my browser’s region)</option>
        {countryOptions().map((c) => (
          <option key={c.code} value={c.code}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  );
}

import { useId } from 'react';
import type { Settings } from '@clearwell/shared';
import { LanguageSwitcher } from '../../../components/ui/language-switcher';
import { i18n, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { defaultSettings, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

const messages = i18n('account/language-setting', {
  title: 'Language',
  hint: 'The language of these screens and of the e-mails we send you.',
  saved: 'Language saved',
  failed: 'Failed to update settings',
});

/** Resolves once the language just chosen has its messages, so the confirmation is written in it. */
const loaded = () =>
  new Promise<void>((resolve) => {
    if (!i18n.loading.get()) return resolve();
    const stop = i18n.loading.listen((busy) => {
      if (busy) return;
      stop();
      resolve();
    });
  });

/** The patient's language: the screens switch at once, and it is saved so e-mails follow it (docs/api.md, Languages). */
export function LanguageSetting() {
  const id = useId();
  const t = useMessages(messages);
  const { data } = useSettings();
  const update = useUpdateSettings();
  const current: Settings = data ?? defaultSettings();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold text-ink">{t.title}</p>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t.hint}
      </p>
      <LanguageSwitcher
        className="self-start"
        describedBy={`${id}-hint`}
        onChosen={(language) =>
          update.mutate(
            { ...current, language },
            {
              onSuccess: () => void loaded().then(() => toast.success(messages.get().saved)),
              onError: () => toast.error(messages.get().failed),
            },
          )
        }
      />
    </div>
  );
}

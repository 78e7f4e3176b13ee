import { SwitchRow } from '../../../components/ui/switch-row';
import { toast } from '../../../lib/toast';
import type { Settings } from '@clearwell/shared';
import { i18n, language, useMessages } from '../../../lib/i18n';
import { defaultSettings, useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';

const messages = i18n('account/guide-settings', {
  saved: 'Settings updated',
  failed: 'Failed to update settings',
  medium: 'Guide medium',
  mediumHint: 'How each step of a session is guided.',
  video: 'Video',
  audio: 'Audio',
  text: 'Text',
  research: 'Share Data for Research',
  researchHint:
    'When on, your sessions from now on are shared for research without your name, e-mail or anything you type: ' +
    'only the date, the experience you chose, your intensity ratings and the options you picked. Turn it off at ' +
    'any time to stop sharing.',
  checkIns: 'Remind me by e-mail when a check-in is due',
  checkInsHint:
    'A day, a week and a month after a session we ask how strong the feeling is now. The e-mail only says a ' +
    'check-in is waiting, never what you wrote.',
  supportEmails: 'Mail me when my supporter writes',
  supportEmailsHint: 'If you have a supporter. The e-mail only says a message is waiting, never what it says.',
});

const MEDIA = ['video', 'audio', 'text'] as const satisfies ReadonlyArray<Settings['guide_medium']>;

/** Guide medium, research sharing and the reminder mails, each saved the moment it changes. */
export function GuideSettings() {
  const t = useMessages(messages);
  const { data, isPlaceholderData } = useSettings();
  const update = useUpdateSettings();
  const current: Settings = data ?? defaultSettings();
  const save = (next: Settings) =>
    update.mutate(next, {
      onSuccess: (res) => toast.success((language.get() === 'en' && res.message) || messages.get().saved),
      onError: () => toast.error(messages.get().failed),
    });

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-lg font-semibold text-ink">{t.medium}</legend>
        <p className="text-sm text-muted">{t.mediumHint}</p>
        <div className="flex flex-wrap gap-2">
          {MEDIA.map((m) => (
            <label
              key={m}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-4 py-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${current.guide_medium === m ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-slate-300 bg-white'}`}
            >
              <input
                type="radio"
                name="guide_medium"
                value={m}
                checked={current.guide_medium === m}
                onChange={() => save({ ...current, guide_medium: m })}
                className="accent-brand-600"
              />
              {t[m]}
            </label>
          ))}
        </div>
      </fieldset>
      {/* The hint says exactly what the research export holds (admin-exports on the API): keep the two in step. */}
      <SwitchRow
        label={t.research}
        hint={t.researchHint}
        checked={current.share_data_for_research}
        onChange={(on) => save({ ...current, share_data_for_research: on })}
      />
      <SwitchRow
        label={t.checkIns}
        hint={t.checkInsHint}
        checked={current.check_in_emails}
        disabled={isPlaceholderData}
        onChange={(on) => save({ ...current, check_in_emails: on })}
      />
      <SwitchRow
        label={t.supportEmails}
        hint={t.supportEmailsHint}
        checked={current.support_emails}
        disabled={isPlaceholderData}
        onChange={(on) => save({ ...current, support_emails: on })}
      />
    </div>
  );
}

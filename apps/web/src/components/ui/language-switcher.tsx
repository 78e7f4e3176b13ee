import {
  chooseLanguage,
  i18n,
  LANGUAGE_NAMES,
  LANGUAGES,
  useLanguage,
  useMessages,
  type Language,
} from '../../lib/i18n';

const messages = i18n('ui/language-switcher', { label: 'Language' });

/**
 * A plain select of the three languages, each named in itself. `onChosen` lets a signed-in
 * patient's choice also become their setting, so e-mails follow it.
 */
export function LanguageSwitcher({
  onChosen,
  className = '',
  describedBy,
}: {
  onChosen?: (l: Language) => void;
  className?: string;
  describedBy?: string;
}) {
  const t = useMessages(messages);
  const current = useLanguage();
  return (
    <label className={`inline-flex items-center gap-2 text-sm ${className}`}>
      <span className="sr-only">{t.label}</span>
      <select
        value={current}
        aria-describedby={describedBy}
        onChange={(e) => {
          const next = e.target.value as Language;
          chooseLanguage(next);
          onChosen?.(next);
        }}
        className="min-h-11 rounded-lg border border-brand-200 bg-white px-2 text-sm text-ink"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}

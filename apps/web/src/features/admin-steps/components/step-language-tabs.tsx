import { useRef, type KeyboardEvent } from 'react';
import { count, i18n, LANGUAGE_NAMES, params, useMessages, type Language } from '../../../lib/i18n';
import type { TranslationState } from './step-translations';

export const tabMessages = i18n('admin-steps/language-tabs', {
  label: 'Texts patients read, by language',
  required: 'Required',
  complete: 'Complete',
  missing: 'Not translated yet',
  partial: params(count({ one: '{count} of {total} missing', other: '{count} of {total} missing' })),
  checkOptions: 'Check the options',
});

export const TAB_LANGUAGES: Language[] = ['en', 'es', 'de'];

export interface TabStatus {
  state: TranslationState;
  missing: number;
  total: number;
  problem?: boolean;
}

const BADGE_STYLE: Record<TranslationState | 'required' | 'problem', string> = {
  required: 'bg-slate-100 text-slate-700',
  complete: 'bg-emerald-100 text-emerald-900',
  partial: 'bg-amber-100 text-amber-950',
  missing: 'bg-slate-100 text-slate-700',
  problem: 'bg-red-100 text-red-900',
};

export const tabId = (prefix: string, language: Language) => `${prefix}-tab-${language}`;
export const panelId = (prefix: string, language: Language) => `${prefix}-panel-${language}`;

/**
 * English, Español, Deutsch: each tab says how far its language is. Arrow keys, Home and End
 * move between the tabs (one tab stop), as a tab list does.
 */
export function LanguageTabs({
  idPrefix,
  active,
  onSelect,
  status,
  englishProblem,
}: {
  idPrefix: string;
  active: Language;
  onSelect: (language: Language) => void;
  status: Partial<Record<Language, TabStatus>>;
  englishProblem: boolean;
}) {
  const t = useMessages(tabMessages);
  const refs = useRef(new Map<Language, HTMLButtonElement>());
  const move = (e: KeyboardEvent, from: Language) => {
    const at = TAB_LANGUAGES.indexOf(from);
    const to =
      e.key === 'ArrowRight'
        ? TAB_LANGUAGES[(at + 1) % TAB_LANGUAGES.length]
        : e.key === 'ArrowLeft'
          ? TAB_LANGUAGES[(at + TAB_LANGUAGES.length - 1) % TAB_LANGUAGES.length]
          : e.key === 'Home'
            ? TAB_LANGUAGES[0]
            : e.key === 'End'
              ? TAB_LANGUAGES[TAB_LANGUAGES.length - 1]
              : undefined;
    if (!to) return;
    e.preventDefault();
    onSelect(to);
    refs.current.get(to)?.focus();
  };
  const badge = (language: Language): { text: string; style: string } => {
    if (language === 'en') return { text: t.required, style: BADGE_STYLE[englishProblem ? 'problem' : 'required'] };
    const s = status[language];
    if (!s) return { text: t.missing, style: BADGE_STYLE.missing };
    if (s.problem) return { text: t.checkOptions, style: BADGE_STYLE.problem };
    if (s.state === 'partial') return { text: t.partial({ total: s.total })(s.missing), style: BADGE_STYLE.partial };
    return { text: s.state === 'complete' ? t.complete : t.missing, style: BADGE_STYLE[s.state] };
  };
  return (
    <div role="tablist" aria-label={t.label} className="flex gap-1 border-b border-slate-200">
      {TAB_LANGUAGES.map((language) => {
        const selected = language === active;
        const b = badge(language);
        return (
          <button
            key={language}
            ref={(el) => {
              if (el) refs.current.set(language, el);
              else refs.current.delete(language);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, language)}
            aria-selected={selected}
            aria-controls={panelId(idPrefix, language)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(language)}
            onKeyDown={(e) => move(e, language)}
            // On a phone the three tabs share the width, each with its state under its name.
            className={`-mb-px flex min-h-11 min-w-0 flex-1 flex-col items-start justify-center gap-1 rounded-t-lg border px-2 py-2 text-left text-sm sm:flex-none sm:flex-row sm:items-center sm:gap-2 sm:px-3 ${
              selected
                ? 'border-slate-200 border-b-white bg-white font-semibold text-ink'
                : 'border-transparent text-muted hover:bg-slate-50'
            }`}
          >
            <span lang={language}>{LANGUAGE_NAMES[language]}</span>
            <span className={`max-w-full rounded-lg px-2 py-0.5 text-xs font-medium sm:rounded-full ${b.style}`}>
              {b.text}
            </span>
          </button>
        );
      })}
    </div>
  );
}

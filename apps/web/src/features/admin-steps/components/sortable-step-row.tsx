import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { i18n, LANGUAGE_NAMES, params, useMessages } from '../../../lib/i18n';
import { TRANSLATED_LANGUAGES, type AdminStep } from '../api/admin-step';
import { translationStatus, translationValuesOf, type EnglishTexts } from './step-translations';
import { tabMessages } from './step-language-tabs';

/** The answer types as the list names them (in English, as the server spells them). */
const typeChips = i18n('admin-steps/type-chips', {
  text: 'text',
  radio: 'radio',
  slider: 'slider',
  image: 'image',
  options: 'options',
});

const messages = i18n('admin-steps/row', {
  reorder: params('Reorder step {title}'),
  position: params('Position {position}'),
  edit: 'Edit',
  editStep: params('Edit {title}'),
  delete: 'Delete',
  deleteStep: params('Delete {title}'),
  languages: 'Translations',
  translated: 'Translated into every language',
});

interface RowProps {
  step: AdminStep;
  position: number;
  disabled: boolean;
  onEdit: (step: AdminStep) => void;
  onDelete: (step: AdminStep) => void;
}

const englishOfStep = (step: AdminStep): EnglishTexts => ({
  types: step.type,
  title: step.title,
  description: step.description ?? '',
  text_content: step.text_content ?? '',
  radioTitle: step.options?.radio_title ?? '',
  options: step.options?.radio_options ?? [],
  sliderTitle: step.options?.slider_title ?? '',
});

/** Which languages still lack some of this step's texts; nothing when the server sends no translations. */
function TranslationChips({ step }: { step: AdminStep }) {
  const t = useMessages(messages);
  const tabs = useMessages(tabMessages);
  if (!step.translations) return null;
  const english = englishOfStep(step);
  const open = TRANSLATED_LANGUAGES.map((language) => ({
    language,
    ...translationStatus(english, translationValuesOf(step.translations?.[language], english.options)),
  })).filter((s) => s.state !== 'complete');
  return (
    <span className="contents">
      <span className="sr-only">{t.languages}:</span>
      {open.length === 0 ? (
        <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs text-emerald-900">{t.translated}</span>
      ) : (
        open.map((s) => (
          <span
            key={s.language}
            data-testid={`missing-${s.language}`}
            className={`rounded-lg px-2 py-0.5 text-xs sm:rounded-full ${s.state === 'missing' ? 'bg-slate-100 text-slate-700' : 'bg-amber-100 text-amber-950'}`}
          >
            <span lang={s.language}>{LANGUAGE_NAMES[s.language]}</span>:{' '}
            {s.state === 'missing' ? tabs.missing : tabs.partial({ total: s.total })(s.missing)}
          </span>
        ))
      )}
    </span>
  );
}

function GripIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" fill="currentColor">
      {[5, 10, 15].flatMap((y) => [7, 13].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" />))}
    </svg>
  );
}

/** One step in the list: a drag handle (mouse, touch or keyboard), its summary, Edit and Delete. */
export function SortableStepRow({ step, position, disabled, onEdit, onDelete }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: step.id,
    disabled,
  });
  const t = useMessages(messages);
  const types = useMessages(typeChips);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="step-row"
      className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border bg-white p-4 ${isDragging ? 'relative z-10 border-brand-500 shadow-lg' : 'border-slate-200'}`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={t.reorder({ title: step.title })}
        className="flex h-11 w-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted hover:bg-slate-100 active:cursor-grabbing"
      >
        <GripIcon />
      </button>
      <span
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800"
        aria-label={t.position({ position })}
      >
        {position}
      </span>
      {/* On a phone Edit and Delete go under the step, so its title keeps its room. */}
      <div className="min-w-0 flex-1 basis-40">
        <p className="truncate font-semibold text-ink">{step.title}</p>
        {step.description ? <p className="truncate text-sm text-muted">{step.description}</p> : null}
        <p className="mt-1 flex flex-wrap gap-1">
          {step.type.map((type) => (
            <span key={type} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-ink">
              {types[type]}
            </span>
          ))}
        </p>
        <p className="mt-1 flex flex-wrap gap-1">
          <TranslationChips step={step} />
        </p>
      </div>
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={() => onEdit(step)}
          className="rounded-lg border border-brand-600 px-3 py-2 text-sm text-brand-700 hover:bg-brand-50"
          aria-label={t.editStep({ title: step.title })}
        >
          {t.edit}
        </button>
        <button
          type="button"
          onClick={() => onDelete(step)}
          className="rounded-lg border border-red-300 px-3 py-2 text-sm text-danger hover:bg-red-50"
          aria-label={t.deleteStep({ title: step.title })}
        >
          {t.delete}
        </button>
      </div>
    </li>
  );
}

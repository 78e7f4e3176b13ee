/**
 * One choice among a few, as large buttons in a radio group (each its own tab stop, so choosing
 * is a tap or Enter, and moving along never chooses by itself: a questionnaire moves on when a
 * choice is made). `large` for a patient's answers, `compact` for a filter in the back-office.
 */
export function ChoiceButtons<V extends string | number>({
  choices,
  chosen,
  onChoose,
  labelledBy,
  label,
  size,
}: {
  choices: ReadonlyArray<{ value: V; label: string }>;
  chosen: V | null | undefined;
  onChoose: (value: V) => void;
  size: 'large' | 'compact';
} & ({ labelledBy: string; label?: never } | { label: string; labelledBy?: never })) {
  const large = size === 'large';
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-label={label}
      className={large ? 'flex flex-col gap-3' : 'flex flex-wrap gap-2'}
    >
      {choices.map((choice) => {
        const on = chosen === choice.value;
        const look = on
          ? 'border-brand-600 bg-brand-50 text-brand-800'
          : large
            ? 'border-brand-100 bg-white text-ink hover:border-brand-600'
            : 'border-slate-200 bg-white';
        return (
          <button
            key={choice.value}
            type="button"
            role="radio"
            aria-checked={on}
            onClick={() => onChoose(choice.value)}
            className={`${large ? 'min-h-14 rounded-xl border-2 px-5 py-3 text-left text-lg' : 'min-h-11 rounded-lg border px-4'} font-medium ${look}`}
          >
            {choice.label}
          </button>
        );
      })}
    </div>
  );
}

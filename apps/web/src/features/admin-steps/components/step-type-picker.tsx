import type { StepType } from '@clearwell/shared';
import { i18n, useMessages } from '../../../lib/i18n';
import { TYPE_CHOICES } from './step-form-model';

export const typeMessages = i18n('admin-steps/types', {
  legend: 'Question types',
  text: 'Text',
  radio: 'Radio',
  slider: 'Slider',
  image: 'Image',
  options: 'Options',
  atLeastOne: 'At least one question type must stay selected.',
});

/** Question types as checkboxes; the last selected one cannot be cleared. */
export function StepTypePicker({ value, onChange }: { value: StepType[]; onChange: (types: StepType[]) => void }) {
  const t = useMessages(typeMessages);
  const toggle = (type: StepType) => {
    if (value.includes(type)) {
      if (value.length === 1) return;
      onChange(value.filter((t) => t !== type));
    } else {
      onChange(TYPE_CHOICES.map((c) => c.value).filter((t) => t === type || value.includes(t)));
    }
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">{t.legend}</legend>
      <div className="flex flex-wrap gap-3">
        {TYPE_CHOICES.map((choice) => {
          const checked = value.includes(choice.value);
          const last = checked && value.length === 1;
          return (
            <label
              key={choice.value}
              className={`flex items-center gap-2 rounded-lg border px-3 py-2 ${checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
            >
              <input
                type="checkbox"
                checked={checked}
                aria-disabled={last || undefined}
                onChange={() => toggle(choice.value)}
                className="h-4 w-4 accent-brand-600"
              />
              {t[choice.value]}
            </label>
          );
        })}
      </div>
      <p className="text-sm text-muted">{t.atLeastOne}</p>
    </fieldset>
  );
}

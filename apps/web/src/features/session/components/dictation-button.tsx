import { i18n, useMessages } from '../../../lib/i18n';
import { useDictation } from '../hooks/use-dictation';

const messages = i18n('session/dictation', { stop: 'Stop dictation', start: 'Dictate' });

/** Toggles dictation into a text answer; appends what was heard. */
export function DictationButton({ onText }: { onText: (text: string) => void }) {
  const { listening, start, stop } = useDictation(onText);
  const t = useMessages(messages);
  return (
    <button
      type="button"
      onClick={listening ? stop : start}
      aria-pressed={listening}
      className={`inline-flex min-h-11 items-center gap-2 rounded-lg border px-4 py-2 text-sm font-medium ${
        listening ? 'border-danger bg-red-50 text-danger' : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'
      }`}
    >
      <span aria-hidden="true">{listening ? '■' : '🎤'}</span>
      {listening ? t.stop : t.start}
    </button>
  );
}

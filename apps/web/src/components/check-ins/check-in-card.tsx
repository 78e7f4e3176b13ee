import type { CheckIn } from '@clearwell/shared';
import { CHECK_IN_NOTE_MAX } from '@clearwell/shared/constants';
import { useEffect, useId, useState } from 'react';
import { AnnouncedSafetyCard, preloadSafetyCard, useCrisisWords } from '../safety/in-session';
import { Button } from '../ui/button';
import { LimitedTextarea } from '../ui/limited-textarea';
import { ApiError } from '../../lib/api-client';
import { i18n, params, useMessages } from '../../lib/i18n';
import { useAnswerCheckIn } from './answer-check-in';
import { agoInWords, sessionTime } from '../../lib/time-words';
import { quotableSummary, sessionEased } from './check-in-wording';

const SCALE = Array.from({ length: 11 }, (_, i) => i);

const messages = i18n('check-ins/card', {
  stillGone: 'Is it still gone?',
  howNow: 'How is it now?',
  aSession: 'a session',
  question: params('{ago} you worked on: {topic}. How strong is it now?'),
  thanks: 'Thank you. Your answer is in your journal.',
  already: 'This check-in has already been answered.',
  failed: 'Your answer could not be saved. Please try again.',
  before: params('It was {first} before the session.'),
  beforeAfter: params('It was {first} before the session and {last} after it.'),
  scale: 'How strong is it now, from 0 (not at all) to 10 (as strong as it gets)?',
  gone: '0 gone',
  strongest: '10 strongest',
  note: 'A note, if you like',
  saving: 'Saving…',
  done: 'Done',
});

/**
 * One due check-in: what the session was about, then the 0–10 scale (one tap), an optional
 * note, and Done. Answered, it thanks the patient and leaves the list on the next read.
 */
export function CheckInCard({ checkIn, now = Date.now() }: { checkIn: CheckIn; now?: number }) {
  const id = useId();
  const [intensity, setIntensity] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const answer = useAnswerCheckIn();
  const t = useMessages(messages);
  const topic = quotableSummary(checkIn) ?? t.aSession;
  const question = t.question({ ago: agoInWords(now - sessionTime(checkIn)), topic });
  const first = checkIn.intensity_first;
  const last = checkIn.intensity_last;
  const concern = useCheckInConcern(note, Boolean(answer.data?.data.safety?.concern));
  const lines = <AnnouncedSafetyCard show={concern} />;

  if (answer.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <div
          role="status"
          className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-lg"
          data-testid="check-in-done"
        >
          {t.thanks}
        </div>
        {lines}
      </div>
    );
  }
  const failure =
    answer.error instanceof ApiError && answer.error.code === 'ALREADY_ANSWERED'
      ? t.already
      : answer.error
        ? t.failed
        : null;

  return (
    <div className="flex flex-col gap-4">
      <form
        aria-labelledby={`${id}-question`}
        // A long unbroken word wraps rather than widening the card past the screen.
        className="flex flex-col gap-4 rounded-2xl border-2 border-brand-600 bg-white p-5 wrap-anywhere"
        data-testid="check-in-card"
        onSubmit={(e) => {
          e.preventDefault();
          if (intensity !== null) answer.mutate({ id: checkIn.id, intensity, ...(note.trim() ? { note } : {}) });
        }}
      >
        <h2 className="text-2xl font-semibold">{sessionEased(checkIn) ? t.stillGone : t.howNow}</h2>
        <p id={`${id}-question`} className="text-lg font-semibold text-ink">
          {question}
        </p>
        {first !== null ? (
          <p className="text-sm text-muted">{last !== null ? t.beforeAfter({ first, last }) : t.before({ first })}</p>
        ) : null}
        <fieldset>
          <legend className="sr-only">{t.scale}</legend>
          <div className="grid grid-cols-6 gap-2 sm:grid-cols-11">
            {SCALE.map((n) => (
              <label
                key={n}
                className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border text-lg font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${intensity === n ? 'border-brand-700 bg-brand-600 text-white' : 'border-slate-300 bg-white text-ink hover:border-brand-600'}`}
              >
                <input
                  type="radio"
                  name={`${id}-intensity`}
                  value={n}
                  checked={intensity === n}
                  onChange={() => setIntensity(n)}
                  className="sr-only"
                />
                {n}
              </label>
            ))}
          </div>
          <div className="mt-1 flex justify-between text-sm text-muted" aria-hidden="true">
            <span>{t.gone}</span>
            <span>{t.strongest}</span>
          </div>
        </fieldset>
        {intensity !== null ? (
          <>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-note`} className="font-medium">
                {t.note}
              </label>
              <LimitedTextarea
                id={`${id}-note`}
                value={note}
                onChange={setNote}
                max={CHECK_IN_NOTE_MAX}
                rows={2}
                className="rounded-lg border border-slate-300 p-3 text-base"
              />
            </div>
            <Button type="submit" disabled={answer.isPending} className="self-start">
              {answer.isPending ? t.saving : t.done}
            </Button>
          </>
        ) : null}
        {failure ? (
          <p role="alert" className="text-danger">
            {failure}
          </p>
        ) : null}
      </form>
      {lines}
    </div>
  );
}

/**
 * Whether the crisis lines show with a check-in: once crisis words are typed in the note (the
 * list the server uses, checked on the device as typing pauses), or once the server heard a
 * concern in the answer. Once shown they stay, whatever is typed after.
 */
function useCheckInConcern(note: string, heardByServer: boolean): boolean {
  const typed = useCrisisWords(note);
  const [raised, setRaised] = useState(false);
  if ((typed || heardByServer) && !raised) setRaised(true);
  useEffect(() => {
    if (note) preloadSafetyCard();
  }, [note]);
  return raised || typed || heardByServer;
}

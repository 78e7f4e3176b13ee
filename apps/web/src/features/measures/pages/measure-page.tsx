import type { Measure, MeasureResult } from '@clearwell/shared';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useMeasures } from '../../../components/measures/get-measures';
import { AnnouncedSafetyCard } from '../../../components/safety/in-session';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { newClientId } from '../../../lib/client-id';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { useTakeMeasure } from '../api/take-measure';
import { MeasureQuestion } from '../components/measure-question';
import { MeasureResultView } from '../components/measure-result';

const messages = i18n('measures/page', {
  loading: 'Loading the questionnaire…',
  failed: 'The questionnaire could not be loaded. Please try again.',
  tryAgain: 'Try again',
  unknown: 'This questionnaire is not offered here.',
  about: params(
    'About two minutes: {count} questions about the last two weeks. It is optional, and you can stop at any time.',
  ),
  start: 'Start',
  notNow: 'Not now',
  notDue: params('You answered this recently. It will be ready again on {date}.'),
  ready: 'That was the last question.',
  send: 'See my result',
  sending: 'Saving…',
  sendFailed: 'Your answers could not be saved. Please check your connection and try again.',
  kept: 'Your answers are saved on this device. They will be added to your journal by themselves when you are back online.',
  answeredRecently: 'You answered this questionnaire recently, so these answers were not added.',
  back: 'Back',
  next: 'Answer the other questionnaire too',
  dashboard: 'Back to your dashboard',
});

/** PHQ-9's ninth item: an answer above 0 brings the crisis lines at once, and they stay. */
const SELF_HARM_INDEX = 8;

/**
 * `/measures/:key`: a questionnaire from its offer to its result. An introduction says what it is
 * and that it is optional; then one question per screen; then the score in plain words.
 */
export function MeasurePage() {
  const { key = '' } = useParams();
  // A fresh start for each questionnaire: the result page links from one to the other.
  return <MeasureFlow key={key} measureKey={key} />;
}

function MeasureFlow({ measureKey: key }: { measureKey: string }) {
  const t = useMessages(messages);
  const lang = useLanguage();
  const measures = useMeasures();
  const measure = measures.data?.find((m) => m.key === key);
  const [result, setResult] = useState<MeasureResult>();
  const date = (iso: string) => new Date(iso).toLocaleDateString(lang, { dateStyle: 'long' });

  let body;
  if (measures.isPending) body = <Spinner label={t.loading} />;
  else if (measures.isError)
    body = (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p className="text-danger">{t.failed}</p>
        <Button variant="secondary" onClick={() => void measures.refetch()}>
          {t.tryAgain}
        </Button>
      </div>
    );
  else if (!measure) body = <p className="text-lg">{t.unknown}</p>;
  else if (result) body = <Finished result={result} others={measures.data.filter((m) => m.key !== key && m.due)} />;
  else if (!measure.due && measure.due_at) body = <p className="text-lg">{t.notDue({ date: date(measure.due_at) })}</p>;
  else body = <Questionnaire measure={measure} onResult={setResult} />;

  return (
    <section aria-labelledby="measure-title" className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <h1 id="measure-title" className="text-3xl font-semibold wrap-anywhere">
        {measure?.title ?? ''}
      </h1>
      {body}
      {measure ? <p className="text-xs text-muted">{measure.credit}</p> : null}
    </section>
  );
}

function Questionnaire({ measure, onResult }: { measure: Measure; onResult: (r: MeasureResult) => void }) {
  const t = useMessages(messages);
  const navigate = useNavigate();
  const [step, setStep] = useState<number | 'intro' | 'ready'>('intro');
  const [answers, setAnswers] = useState<number[]>([]);
  const [clientId] = useState(newClientId);
  const [concern, setConcern] = useState(false);
  const take = useTakeMeasure();
  const last = measure.items.length - 1;

  const choose = (index: number, value: number) => {
    const next = [...answers];
    next[index] = value;
    setAnswers(next);
    if (measure.key === 'phq9' && index === SELF_HARM_INDEX && value > 0) setConcern(true);
    setStep(index === last ? 'ready' : index + 1);
  };
  const send = () =>
    take.mutate(
      { key: measure.key, answers, client_id: clientId },
      { onSuccess: (outcome) => (outcome.kind === 'stored' ? onResult(outcome.result) : undefined) },
    );
  const outcome = take.data;
  if (outcome?.kind === 'kept')
    return (
      <>
        <p role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-5 text-lg">
          {t.kept}
        </p>
        <AnnouncedSafetyCard show={concern} />
      </>
    );
  const refusal = outcome?.kind === 'refused' ? (outcome.code === 'NOT_DUE' ? t.answeredRecently : t.sendFailed) : null;

  return (
    <>
      {step === 'intro' ? (
        <div className="flex flex-col gap-4">
          <p className="text-lg">{t.about({ count: measure.items.length })}</p>
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => setStep(0)}>{t.start}</Button>
            <Button variant="secondary" onClick={() => navigate('/dashboard')}>
              {t.notNow}
            </Button>
          </div>
        </div>
      ) : null}
      {typeof step === 'number' ? (
        <MeasureQuestion
          key={step}
          measure={measure}
          index={step}
          chosen={answers[step]}
          onChoose={(value) => choose(step, value)}
          onBack={() => setStep(step === 0 ? 'intro' : step - 1)}
        />
      ) : null}
      {step === 'ready' ? (
        <div className="flex flex-col gap-4">
          <p className="text-lg">{t.ready}</p>
          {refusal || take.isError ? (
            <p role="alert" className="text-danger">
              {refusal ?? t.sendFailed}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button onClick={send} disabled={take.isPending}>
              {take.isPending ? t.sending : t.send}
            </Button>
            <Button variant="ghost" onClick={() => setStep(last)} disabled={take.isPending}>
              {t.back}
            </Button>
          </div>
        </div>
      ) : null}
      <AnnouncedSafetyCard show={concern} />
    </>
  );
}

function Finished({ result, others }: { result: MeasureResult; others: Measure[] }) {
  const t = useMessages(messages);
  return (
    <>
      <MeasureResultView result={result} />
      <AnnouncedSafetyCard show={result.safety.concern} />
      <div className="flex flex-wrap gap-3">
        {others[0] ? (
          <Link
            to={`/measures/${others[0].key}`}
            className="rounded-lg bg-brand-600 px-5 py-3 font-medium text-white hover:bg-brand-700"
          >
            {t.next}
          </Link>
        ) : null}
        <Link to="/dashboard" className="self-center font-medium text-brand-700 underline">
          {t.dashboard}
        </Link>
      </div>
    </>
  );
}

import type { MeasureResult } from '@clearwell/shared';
import { i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('measures/result', {
  title: 'Thank you for answering',
  score: params('Your score: {score}'),
  phq9_minimal: 'Your answers suggest little or no low mood over the last two weeks.',
  phq9_mild: 'Your answers suggest some low mood over the last two weeks.',
  phq9_moderate: 'Your answers suggest a fair amount of low mood over the last two weeks.',
  phq9_moderately_severe: 'Your answers suggest a lot of low mood over the last two weeks.',
  phq9_severe: 'Your answers suggest a great deal of low mood over the last two weeks.',
  gad7_minimal: 'Your answers suggest little or no worry or anxiety over the last two weeks.',
  gad7_mild: 'Your answers suggest some worry or anxiety over the last two weeks.',
  gad7_moderate: 'Your answers suggest a fair amount of worry or anxiety over the last two weeks.',
  gad7_severe: 'Your answers suggest a great deal of worry or anxiety over the last two weeks.',
  notDiagnosis:
    'This is not a diagnosis. If these feelings weigh on you, a doctor or therapist can help, and talking to them is a good step.',
  improved: params('Since your first time, your score has come down from {from} to {score}. That is a real change.'),
  unchanged: params(
    'Since your first time, your score has gone from {from} to {score}: about the same. Change often takes time.',
  ),
  deteriorated: params(
    'Since your first time, your score has gone up from {from} to {score}. It may help to talk with someone you trust, or a professional.',
  ),
  recovered: 'It is now below the level at which services usually offer treatment.',
  firstTime: 'This is your first score. Next time, you will see how it has changed.',
});

type BandMessage = Exclude<`${MeasureResult['key']}_${MeasureResult['band']}`, 'gad7_moderately_severe'>;

/** The score with its band in plain words (never a diagnosis), and from the second time on the change, said kindly. */
export function MeasureResultView({ result }: { result: MeasureResult }) {
  const t = useMessages(messages);
  const band = t[`${result.key}_${result.band}` as BandMessage] ?? '';
  const change = result.change;
  const numbers = change ? { from: change.from_score, score: result.score } : undefined;
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 className="text-2xl font-semibold text-brand-800">{t.title}</h2>
      <p className="text-lg font-semibold" data-testid="measure-score">
        {t.score({ score: result.score })}
      </p>
      <p className="text-lg">{band}</p>
      {change && numbers ? (
        <p className="text-lg" data-testid="measure-change">
          {t[change.reliable](numbers)} {change.recovered ? t.recovered : ''}
        </p>
      ) : (
        <p className="text-base text-muted">{t.firstTime}</p>
      )}
      <p className="text-base text-muted">{t.notDiagnosis}</p>
    </div>
  );
}

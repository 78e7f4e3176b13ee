import type { MeasureKey, MeasureStats } from '@clearwell/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { ChoiceButtons } from '../../../components/ui/choice-buttons';
import { ApiError } from '../../../lib/api-client';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { useMeasureStats } from '../api/get-measure-stats';
import type { OutcomeFilters } from '../api/get-outcomes';
import { formatCount, formatRate } from './outcome-compare';

const messages = i18n('admin-content/questionnaires', {
  title: 'Measures: PHQ-9 and GAD-7',
  intro:
    "Each patient's first and last score in the range, by the NHS Talking Therapies criteria (reliable change: PHQ-9 by 6, GAD-7 by 4; caseness: PHQ-9 10, GAD-7 8), grouped by the version live at their first score. No figure describes fewer than ten people.",
  measure: 'Measure',
  patients: 'Patients',
  twoOrMore: 'With two or more scores',
  atCaseness: 'At caseness (first score)',
  improved: 'Reliable improvement',
  deteriorated: 'Reliable deterioration',
  recovered: 'Recovered',
  perVersion: 'Per version',
  version: params('Version {number}'),
  improvedRate: 'Reliable improvement rate',
  recoveryRate: 'Recovery rate',
  fewer: 'fewer than 10',
  loading: 'Loading the measures...',
  failed: 'Failed to load the measures. Please try again.',
  none: 'No scores in this date range yet.',
});

const KEYS: { value: MeasureKey; label: string }[] = [
  { value: 'phq9', label: 'PHQ-9' },
  { value: 'gad7', label: 'GAD-7' },
];

/** The outcomes page's measures panel; absent when measures are turned off (MEASURE_INTERVAL=off). */
export function MeasureOutcomes({ filters }: { filters: OutcomeFilters }) {
  const [key, setKey] = useState<MeasureKey>('phq9');
  const query = useMeasureStats(key, filters);
  const t = useMessages(messages);
  // The server answers 404 NOT_FOUND when measures are turned off: then there is no panel.
  if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') return null;
  return (
    <section aria-labelledby="measure-outcomes" className="flex flex-col gap-3">
      <h3 id="measure-outcomes" className="text-xl font-semibold">
        {t.title}
      </h3>
      <p className="text-muted">{t.intro}</p>
      <ChoiceButtons size="compact" label={t.measure} choices={KEYS} chosen={key} onChoose={setKey} />
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {t.failed}
        </p>
      ) : query.data.patients === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-muted">{t.none}</p>
      ) : (
        <MeasureFigures stats={query.data} />
      )}
    </section>
  );
}

function MeasureFigures({ stats }: { stats: MeasureStats }) {
  const t = useMessages(messages);
  const language = useLanguage();
  const count = (n: number | null) => (n === null ? t.fewer : formatCount(n, language));
  const rate = (n: number | null) => (n === null ? '—' : formatRate(n, language));
  const figures: [string, number | null][] = [
    [t.patients, stats.patients],
    [t.twoOrMore, stats.with_two_or_more],
    [t.atCaseness, stats.at_caseness],
    [t.improved, stats.reliable_improvement],
    [t.deteriorated, stats.reliable_deterioration],
    [t.recovered, stats.recovered],
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="measure-figures">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-semibold">{count(value)}</dd>
          </div>
        ))}
      </dl>
      {stats.by_version.length ? (
        <ul aria-label={t.perVersion} className="grid gap-3 sm:grid-cols-2">
          {stats.by_version.map((v) => (
            <li key={v.version} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="mb-2 font-semibold">{t.version({ number: v.version })}</p>
              <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                <dt className="text-muted">{t.patients}</dt>
                <dd className="text-right">{count(v.patients)}</dd>
                <dt className="text-muted">{t.improvedRate}</dt>
                <dd className="text-right">{rate(v.reliable_improvement_rate)}</dd>
                <dt className="text-muted">{t.recoveryRate}</dt>
                <dd className="text-right">{rate(v.recovery_rate)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

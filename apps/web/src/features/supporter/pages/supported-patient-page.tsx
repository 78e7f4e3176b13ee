import { Link, useParams } from 'react-router';
import { formatDate } from '../../../components/journal/journal-entries';
import { JournalEntry } from '../../../components/journal/journal-entry';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
import { useSupportedPatient } from '../api/get-supported-patient';
import { PatientCheckIns } from '../components/patient-check-ins';
import { PatientMeasures } from '../components/patient-measures';
import { PatientThread } from '../components/patient-thread';
import { scopeInWords, scopeMessages } from '../components/scope-words';
import { SharedPart } from '../components/shared-part';

const messages = i18n('supporter/patient', {
  back: 'All the people you support',
  since: params('Linked since {date}'),
  toMessages: 'Go to messages',
  loading: 'Loading…',
  sessions: 'Sessions',
  measures: 'Questionnaire scores',
  checkIns: 'Check-ins',
  goneTitle: 'This person is no longer linked to you',
  gone: 'They may have ended the link, or it was never theirs. Nothing of theirs is shown.',
  failed: 'This page could not be loaded. Please try again later.',
});

/** `/supporter/patients/:id`: only what the patient's scope shares, and the thread with them. */
export function SupportedPatientPage() {
  const { id = '' } = useParams();
  const t = useMessages(messages);
  const scopeT = useMessages(scopeMessages);
  const lang = useLanguage();
  const patient = useSupportedPatient(id);
  const back = (
    <Link to="/supporter" className="self-start font-medium text-brand-700 underline-offset-2 hover:underline">
      <span aria-hidden="true">← </span>
      {t.back}
    </Link>
  );
  if (patient.isPending) return <Spinner label={t.loading} />;
  if (patient.isError) {
    const gone = patient.error instanceof ApiError && patient.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <div
          role={gone ? undefined : 'alert'}
          className="flex flex-col gap-2 rounded-2xl border border-brand-100 bg-white p-5"
        >
          {gone ? <h1 className="text-2xl font-semibold">{t.goneTitle}</h1> : null}
          <p>{gone ? t.gone : t.failed}</p>
        </div>
      </div>
    );
  }
  const p = patient.data;
  const sessions = p.sessions && [...p.sessions].sort((a, b) => (a.created_at < b.created_at ? 1 : -1));
  return (
    <div className="flex flex-col gap-6">
      {back}
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">{p.first_name}</h1>
        <p className="text-muted">
          {t.since({ date: formatDate(p.since, lang) })} · {scopeInWords(p.scope, scopeT)}
        </p>
        <a href="#messages" className="self-start font-medium text-brand-700 underline-offset-2 hover:underline">
          {t.toMessages}
        </a>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex flex-col gap-8">
          <SharedPart id="part-sessions" title={t.sessions} items={sessions}>
            {() => (
              <ul className="flex flex-col gap-3">
                {sessions!.map((s) => (
                  <JournalEntry key={s.session_id} session={s} heading="h3" />
                ))}
              </ul>
            )}
          </SharedPart>
          <SharedPart id="part-measures" title={t.measures} items={p.measures}>
            {() => <PatientMeasures measures={p.measures!} />}
          </SharedPart>
          <SharedPart id="part-check-ins" title={t.checkIns} items={p.check_ins}>
            {() => <PatientCheckIns checkIns={p.check_ins!} />}
          </SharedPart>
        </div>
        <PatientThread id={p.id} name={p.first_name} />
      </div>
    </div>
  );
}

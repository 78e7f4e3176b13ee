import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, useMessages } from '../../../lib/i18n';
import { useCaseload } from '../api/get-caseload';
import { useSupporterSelf } from '../api/get-supporter-self';
import { CaseloadList } from '../components/caseload-list';
import { SupporterCode } from '../components/supporter-code';

const messages = i18n('supporter/caseload', {
  title: 'People you support',
  intro: 'Those who may need you most come first: a safety concern, then scores getting worse, then the longest quiet.',
  loading: 'Loading the people you support…',
  failed: 'The list could not be loaded.',
  tryAgain: 'Try again',
  empty: 'No one has linked to you yet. Give your code to the people you support.',
});

/** `/supporter`: the supporter's code, and their caseload with who needs attention first. */
export function CaseloadPage() {
  const t = useMessages(messages);
  const self = useSupporterSelf();
  const caseload = useCaseload();
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">{t.title}</h1>
        <p className="text-muted">{t.intro}</p>
      </div>
      {caseload.isPending ? <Spinner label={t.loading} /> : null}
      {caseload.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5">
          <p className="font-semibold text-danger">{t.failed}</p>
          <Button variant="secondary" onClick={() => void caseload.refetch()}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {caseload.data?.length === 0 ? (
        <p className="rounded-2xl border border-brand-100 bg-white p-5">{t.empty}</p>
      ) : null}
      {caseload.data?.length ? <CaseloadList rows={caseload.data} /> : null}
      {self.data ? <SupporterCode code={self.data.code} /> : null}
    </div>
  );
}

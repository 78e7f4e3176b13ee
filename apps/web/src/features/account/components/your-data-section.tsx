import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useMeasures } from '../../../components/measures/get-measures';
import { i18n, params, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDownloadFhirRecord } from '../api/download-fhir-record';

const messages = i18n('account/your-data', {
  title: 'Your data',
  copy: 'A copy of everything you have shared here, in one zip file you can keep or take elsewhere.',
  download: 'Download my data',
  leave: 'Remove your account and your journal for good. We will ask you to confirm first.',
  delete: 'Delete my account',
  fhir: 'Your questionnaire scores (PHQ-9, GAD-7) in FHIR, the format clinics and health apps read.',
  downloadFhir: 'Download my record (FHIR)',
  fhirBusy: 'Preparing your record…',
  fhirSaved: params('Your record is saved as {name}'),
  fhirFailed: 'We could not prepare your record just now. Please try again in a moment.',
});

// Loaded on first use: most visits to Settings never open them, and the page has a size budget.
const DownloadDataModal = lazy(() => import('./download-data-modal').then((m) => ({ default: m.DownloadDataModal })));
const DeleteAccountModal = lazy(() =>
  import('./delete-account-modal').then((m) => ({ default: m.DeleteAccountModal })),
);

type Dialog = 'download' | 'delete';

/** Settings → Your data: a copy of everything, or leaving for good, each behind a password check. */
export function YourDataSection() {
  const t = useMessages(messages);
  const [open, setOpen] = useState<Dialog | null>(null);
  // A modal stays mounted once opened, so closing it can hand focus back to its button.
  const [used, setUsed] = useState<Dialog[]>([]);
  const show = (d: Dialog) => {
    setUsed((u) => (u.includes(d) ? u : [...u, d]));
    setOpen(d);
  };
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="your-data" className="flex flex-col gap-3">
      <h2 id="your-data" className="text-xl font-semibold">
        {t.title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4">
          <p className="text-sm text-muted">{t.copy}</p>
          <Button variant="secondary" className="mt-auto self-start" onClick={() => show('download')}>
            {t.download}
          </Button>
        </div>
        <FhirRecordCard />
        <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4">
          <p className="text-sm text-muted">{t.leave}</p>
          <Button variant="secondary" className="mt-auto self-start" onClick={() => show('delete')}>
            {t.delete}
          </Button>
        </div>
      </div>
      <Suspense fallback={null}>
        {used.includes('download') ? <DownloadDataModal open={open === 'download'} onClose={close} /> : null}
        {used.includes('delete') ? <DeleteAccountModal open={open === 'delete'} onClose={close} /> : null}
      </Suspense>
    </section>
  );
}

/** The questionnaires' record in the health world's own format, when questionnaires are offered (the list is empty when they are off). */
function FhirRecordCard() {
  const t = useMessages(messages);
  const measuresOn = (useMeasures().data?.length ?? 0) > 0;
  const download = useDownloadFhirRecord();
  if (!measuresOn) return null;
  const save = () =>
    download.mutate(undefined, {
      onSuccess: (name) => toast.success(messages.get().fhirSaved({ name })),
      onError: () => toast.error(messages.get().fhirFailed),
    });
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4">
      <p className="text-sm text-muted">{t.fhir}</p>
      <Button variant="secondary" className="mt-auto self-start" onClick={save} disabled={download.isPending}>
        {download.isPending ? t.fhirBusy : t.downloadFhir}
      </Button>
    </div>
  );
}

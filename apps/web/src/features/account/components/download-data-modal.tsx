import { i18n, params, useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDownloadMyData } from '../api/download-my-data';
import { ConfirmIdentityModal } from './confirm-identity-modal';

const messages = i18n('account/download-data', {
  title: 'Download my data',
  confirm: 'Download',
  busy: 'Preparing your file…',
  failed: 'We could not prepare your data just now. Please try again in a moment.',
  saved: params('Your data is saved as {name}'),
  what:
    'You will get one zip file with your profile, your settings, every journal entry with all of your answers, the ' +
    'feedback you sent and your profile picture.',
  confirmIt: 'To keep your data safe, please confirm it is you.',
});

export function DownloadDataModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(messages);
  const download = useDownloadMyData();
  return (
    <ConfirmIdentityModal
      open={open}
      onClose={onClose}
      title={t.title}
      confirmLabel={t.confirm}
      busyLabel={t.busy}
      busy={download.isPending}
      failureText={t.failed}
      onConfirm={(confirmation) =>
        download.mutateAsync(confirmation).then((name) => {
          toast.success(messages.get().saved({ name }));
          onClose();
        })
      }
    >
      <p>{t.what}</p>
      <p>{t.confirmIt}</p>
    </ConfirmIdentityModal>
  );
}

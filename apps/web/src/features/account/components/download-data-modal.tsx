import { toast } from '../../../lib/toast';
import { useDownloadMyData } from '../api/download-my-data';
import { ConfirmIdentityModal } from './confirm-identity-modal';

export function DownloadDataModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const download = useDownloadMyData();
  return (
    <ConfirmIdentityModal
      open={open}
      onClose={onClose}
      title="Download my data"
      confirmLabel="Download"
      busyLabel="Preparing your file…"
      busy={download.isPending}
      failureText="We could not prepare your data just now. Please try again in a moment."
      onConfirm={(confirmation) =>
        download.mutateAsync(confirmation).then((name) => {
          toast.success(`Your data is saved as ${name}`);
          onClose();
        })
      }
    >
      <p>
        You will get one zip file with your profile, your settings, every journal entry with all of your answers, the
        feedback you sent and your profile picture.
      </p>
      <p>To keep your data safe, please confirm it is you.</p>
    </ConfirmIdentityModal>
  );
}

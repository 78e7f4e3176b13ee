import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface RestoreModalProps {
  open: boolean;
  number: number;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before a restore: it goes live for patients at once. */
export function RestoreModal({ open, number, pending, error, onConfirm, onClose }: RestoreModalProps) {
  return (
    <Modal
      open={open}
      title={`Restore version ${number}?`}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? 'Restoring…' : `Restore version ${number}`}
          </Button>
        </>
      }
    >
      <p>
        The session steps will become exactly as they were in version {number}, and patients get them from their next
        session. It is saved as a new version, so nothing is lost and you can go back at any time.
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-danger">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

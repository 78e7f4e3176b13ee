import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { i18n, params, useMessages } from '../../../lib/i18n';

const messages = i18n('admin-content/restore', {
  title: params('Restore version {number}?'),
  cancel: 'Cancel',
  restoring: 'Restoring…',
  restore: params('Restore version {number}'),
  body: params(
    'The session steps will become exactly as they were in version {number}, and patients get them from their next session. It is saved as a new version, so nothing is lost and you can go back at any time.',
  ),
});

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
  const t = useMessages(messages);
  return (
    <Modal
      open={open}
      title={t.title({ number })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t.cancel}
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? t.restoring : t.restore({ number })}
          </Button>
        </>
      }
    >
      <p>{t.body({ number })}</p>
      {error ? (
        <p role="alert" className="mt-3 text-danger">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

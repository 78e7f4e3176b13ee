import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';

interface ClearDataCardProps {
  title: string;
  description: string;
  confirmText: string;
  busy?: boolean;
  onConfirm: () => Promise<void> | void;
}

/** One Clear Data card whose delete asks first (Cancel / Yes, Delete). */
export function ClearDataCard({ title, description, confirmText, busy, onConfirm }: ClearDataCardProps) {
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await onConfirm();
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="text-sm text-muted">{description}</p>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)} aria-label={`Delete ${title}`}>
        Delete
      </Button>
      <Modal
        open={open}
        title={`Delete ${title}?`}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
              Yes, Delete
            </Button>
          </>
        }
      >
        <p>{confirmText}</p>
      </Modal>
    </div>
  );
}

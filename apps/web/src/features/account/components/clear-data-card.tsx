import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { i18n, useMessages } from '../../../lib/i18n';

const messages = i18n('account/clear-data-card', { delete: 'Delete', cancel: 'Cancel', yes: 'Yes, Delete' });

interface ClearDataCardProps {
  title: string;
  description: string;
  /** The delete button's name, "Delete Journal", and the question asked before, "Delete Journal?". */
  deleteLabel: string;
  question: string;
  confirmText: string;
  busy?: boolean;
  onConfirm: () => Promise<void> | void;
}

/** One Clear Data card whose delete asks first (Cancel / Yes, Delete). */
export function ClearDataCard({
  title,
  description,
  deleteLabel,
  question,
  confirmText,
  busy,
  onConfirm,
}: ClearDataCardProps) {
  const t = useMessages(messages);
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    await onConfirm();
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-100 bg-white p-4">
      <h3 className="text-lg font-semibold text-ink">{title}</h3>
      <p className="text-sm text-muted">{description}</p>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)} aria-label={deleteLabel}>
        {t.delete}
      </Button>
      <Modal
        open={open}
        title={question}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} disabled={busy}>
              {t.yes}
            </Button>
          </>
        }
      >
        <p>{confirmText}</p>
      </Modal>
    </div>
  );
}

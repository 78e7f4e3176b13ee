import { adminErrorText } from '../../../components/admin/common-messages';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { i18n, params, useMessages } from '../../../lib/i18n';
import type { AdminStep } from '../api/admin-step';
import { useDeleteStep } from '../api/delete-step';
import { saveMessages } from './step-save-messages';

const messages = i18n('admin-steps/delete', {
  title: 'Delete Step',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  confirm: 'Yes, Delete',
  question: params(
    'Are you sure you want to delete the step “{title}”? Its images, video and audio are removed too. This cannot be undone.',
  ),
});

/** Asks before deleting; the list closes the gap afterwards. */
export function DeleteStepModal({
  step,
  onClose,
  onDeleted,
}: {
  step: AdminStep | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteStep();
  const t = useMessages(messages);
  const confirm = async () => {
    if (!step?.id) {
      toast.error(saveMessages.get().deleteWithoutId);
      onClose();
      return;
    }
    try {
      await remove.mutateAsync(step.id);
      toast.success(saveMessages.get().deleted);
      onDeleted();
    } catch (err) {
      toast.error(adminErrorText(err, saveMessages.get().deleteFailed));
    } finally {
      onClose();
    }
  };
  return (
    <Modal
      open={step !== null}
      title={t.title}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {t.cancel}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t.deleting : t.confirm}
          </Button>
        </>
      }
    >
      {t.question({ title: step?.title ?? '' })}
    </Modal>
  );
}

import type { SessionStep } from '@clearwell/shared';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { DELETE_WITHOUT_ID, useDeleteStep } from '../api/delete-step';

/** Asks before deleting; the list closes the gap afterwards. */
export function DeleteStepModal({
  step,
  onClose,
  onDeleted,
}: {
  step: SessionStep | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteStep();
  const confirm = async () => {
    if (!step?.id) {
      toast.error(DELETE_WITHOUT_ID);
      onClose();
      return;
    }
    try {
      await remove.mutateAsync(step.id);
      toast.success('Step deleted successfully');
      onDeleted();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete step. Please try again.'));
    } finally {
      onClose();
    }
  };
  return (
    <Modal
      open={step !== null}
      title="Delete Step"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Yes, Delete'}
          </Button>
        </>
      }
    >
      Are you sure you want to delete the step &ldquo;{step?.title}&rdquo;? Its images, video and audio are removed too.
      This cannot be undone.
    </Modal>
  );
}

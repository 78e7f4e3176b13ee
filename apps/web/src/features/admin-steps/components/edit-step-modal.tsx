import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { i18n, useMessages } from '../../../lib/i18n';
import { useStep } from '../api/get-step';
import { useUpdateStep } from '../api/save-step';
import { StepForm } from './step-form';
import { toStepFormData, valuesFromStep, type StepFormValues } from './step-form-model';
import { saveMessages, stepSaveError } from './step-save-messages';

const messages = i18n('admin-steps/edit', {
  title: 'Edit Step',
  invalidId: 'Error: Invalid step ID',
  tryAgain: 'Try again',
  loading: 'Loading step...',
  save: 'Save Changes',
  saving: 'Saving...',
});

/** Loads one step fresh from the server and edits every field of it. */
export function EditStepModal({
  stepId,
  open,
  onClose,
}: {
  stepId: string | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const step = useStep(open ? stepId : undefined);
  const update = useUpdateStep();
  const t = useMessages(messages);

  useEffect(() => {
    if (step.isError) toast.error(saveMessages.get().loadFailed);
  }, [step.isError]);

  const save = async (values: StepFormValues) => {
    if (!stepId) {
      toast.error(saveMessages.get().updateWithoutId);
      return;
    }
    try {
      await update.mutateAsync({ id: stepId, form: toStepFormData(values, 'update') });
      toast.success(saveMessages.get().updated);
      onClose();
    } catch (err) {
      toast.error(stepSaveError(err, saveMessages.get().updateFailed));
    }
  };

  let body;
  if (!stepId)
    body = (
      <p role="alert" className="text-danger">
        {t.invalidId}
      </p>
    );
  // The failure itself is told once, by the toast above.
  else if (step.isError)
    body = (
      <Button variant="secondary" onClick={() => void step.refetch()}>
        {t.tryAgain}
      </Button>
    );
  else if (!step.data) body = <Spinner label={t.loading} />;
  else
    body = (
      <StepForm
        key={step.data.id}
        initial={valuesFromStep(step.data)}
        submitLabel={t.save}
        submittingLabel={t.saving}
        onSubmit={save}
        onCancel={onClose}
      />
    );

  return (
    <Modal open={open} title={t.title} onClose={onClose} size="wide">
      <div className="max-h-[70vh] overflow-y-auto pr-1 text-ink">{body}</div>
    </Modal>
  );
}

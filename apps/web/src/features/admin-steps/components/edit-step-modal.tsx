import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useStep } from '../api/get-step';
import { UPDATE_WITHOUT_ID, useUpdateStep } from '../api/save-step';
import { StepForm } from './step-form';
import { toStepFormData, valuesFromStep, type StepFormValues } from './step-form-model';

const LOAD_FAILED = 'Failed to load step data. Please try again.';

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

  useEffect(() => {
    if (step.isError) toast.error(LOAD_FAILED);
  }, [step.isError]);

  const save = async (values: StepFormValues) => {
    if (!stepId) {
      toast.error(UPDATE_WITHOUT_ID);
      return;
    }
    try {
      await update.mutateAsync({ id: stepId, form: toStepFormData(values, 'update') });
      toast.success('Step updated successfully');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to update step. Please try again.'));
    }
  };

  let body;
  if (!stepId)
    body = (
      <p role="alert" className="text-danger">
        Error: Invalid step ID
      </p>
    );
  // The failure itself is told once, by the toast above.
  else if (step.isError)
    body = (
      <Button variant="secondary" onClick={() => void step.refetch()}>
        Try again
      </Button>
    );
  else if (!step.data) body = <Spinner label="Loading step..." />;
  else
    body = (
      <StepForm
        key={step.data.id}
        initial={valuesFromStep(step.data)}
        submitLabel="Save Changes"
        submittingLabel="Saving..."
        onSubmit={save}
        onCancel={onClose}
      />
    );

  return (
    <Modal open={open} title="Edit Step" onClose={onClose} size="wide">
      <div className="max-h-[70vh] overflow-y-auto pr-1 text-ink">{body}</div>
    </Modal>
  );
}

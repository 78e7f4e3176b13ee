import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateStep } from '../api/save-step';
import { StepForm } from '../components/step-form';
import { emptyStepValues, toStepFormData, type StepFormValues } from '../components/step-form-model';
import { StepPreview } from '../components/step-preview';

/** Create New Step: the full step form beside a live preview of what a patient will see. */
export function SessionQuestionsPage() {
  const create = useCreateStep();
  const navigate = useNavigate();
  const submit = async (values: StepFormValues) => {
    try {
      await create.mutateAsync(toStepFormData(values, 'create'));
      toast.success('Step created successfully');
      navigate('/admin/session/steps');
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to create step. Please try again.'));
    }
  };
  return (
    <section className="flex flex-col gap-5">
      <div>
        <h2 className="text-2xl font-semibold">Create New Step</h2>
        <p className="text-muted">New steps are added at the end of the session; reorder them under Manage Steps.</p>
      </div>
      <StepForm
        initial={emptyStepValues()}
        submitLabel="Create Step"
        submittingLabel="Creating..."
        onSubmit={submit}
        onCancel={() => navigate('/admin/session/steps')}
        aside={(values) => <StepPreview values={values} />}
      />
    </section>
  );
}

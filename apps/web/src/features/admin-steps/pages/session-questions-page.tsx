import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { i18n, useMessages } from '../../../lib/i18n';
import { useCreateStep } from '../api/save-step';
import { StepForm } from '../components/step-form';
import { emptyStepValues, toStepFormData, type StepFormValues } from '../components/step-form-model';
import { StepPreview } from '../components/step-preview';
import { saveMessages, stepSaveError } from '../components/step-save-messages';

const messages = i18n('admin-steps/create', {
  title: 'Create New Step',
  intro: 'New steps are added at the end of the session; reorder them under Manage Steps.',
  create: 'Create Step',
  creating: 'Creating...',
});

/** Create New Step: the full step form beside a live preview of what a patient will see. */
export function SessionQuestionsPage() {
  const create = useCreateStep();
  const navigate = useNavigate();
  const t = useMessages(messages);
  const submit = async (values: StepFormValues) => {
    try {
      await create.mutateAsync(toStepFormData(values, 'create'));
      toast.success(saveMessages.get().created);
      navigate('/admin/session/steps');
    } catch (err) {
      toast.error(stepSaveError(err, saveMessages.get().createFailed));
    }
  };
  return (
    <section className="flex flex-col gap-5">
      <div>
        <h2 className="text-2xl font-semibold">{t.title}</h2>
        <p className="text-muted">{t.intro}</p>
      </div>
      <StepForm
        initial={emptyStepValues()}
        submitLabel={t.create}
        submittingLabel={t.creating}
        onSubmit={submit}
        onCancel={() => navigate('/admin/session/steps')}
        aside={(values, language) => <StepPreview values={values} language={language} />}
      />
    </section>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { FeedbackRequestSchema, type FeedbackRequest } from '@clearwell/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { patientAuth } from '../../../lib/auth-storage';
import { useSendFeedback } from '../api/send-feedback';

/** The six fields; only the feedback text is required. Names and e-mail start from the profile. */
export function FeedbackForm({ onSent }: { onSent?: () => void }) {
  const user = patientAuth.getUser();
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();
  const { register, handleSubmit, reset, formState } = useForm<FeedbackRequest>({
    resolver: zodResolver(FeedbackRequestSchema) as never,
    defaultValues: { first_name: user?.first_name ?? '', last_name: user?.last_name ?? '', email: user?.email ?? '', city: '', country: '', feedback: '' },
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success('Thank you for your feedback!');
      reset({ ...values, feedback: '' });
      setSent(true);
      onSent?.();
    } catch {
      toast.error('Failed to submit feedback');
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-lg text-brand-800">
        <p className="font-semibold">Thank you for your feedback!</p>
        <button type="button" className="mt-3 text-base text-brand-700 underline" onClick={() => setSent(false)}>
          Send more feedback
        </button>
      </div>
    );
  }

  const feedbackError = errors.feedback?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...register('first_name')} error={errors.first_name?.message} />
        <TextField label="Last name" autoComplete="family-name" {...register('last_name')} error={errors.last_name?.message} />
        <TextField label="Email" type="email" autoComplete="email" {...register('email')} error={errors.email?.message} className="sm:col-span-2" />
        <TextField label="City" autoComplete="address-level2" {...register('city')} error={errors.city?.message} />
        <TextField label="Country" autoComplete="country-name" {...register('country')} error={errors.country?.message} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="feedback-text" className="text-sm font-medium text-ink">
          Feedback
        </label>
        <textarea
          id="feedback-text"
          rows={5}
          maxLength={5000}
          aria-invalid={feedbackError ? true : undefined}
          aria-describedby={feedbackError ? 'feedback-text-error' : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${feedbackError ? 'border-danger' : 'border-slate-300'}`}
          {...register('feedback')}
        />
        {feedbackError ? (
          <p id="feedback-text-error" role="alert" className="text-sm text-danger">
            {feedbackError}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Sending…' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}

import type { FeedbackRequest } from '@clearwell/shared';
import { FEEDBACK_MAX, NAME_MAX } from '@clearwell/shared/constants';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { patientAuth } from '../../lib/auth-storage';
import { emailFormat, maxLength, required, rulesResolver, texts } from '../../lib/form-rules';
import { i18n, useMessages } from '../../lib/i18n';
import { useLightForm } from '../../lib/use-light-form';
import { useSendFeedback } from './send-feedback';

type Values = Record<keyof FeedbackRequest, string>;

const messages = i18n('feedback/form', {
  emailInvalid: 'Enter a valid e-mail address',
  feedbackRequired: 'Please provide feedback before submitting',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  city: 'City',
  country: 'Country',
  feedback: 'Feedback',
  thanks: 'Thank you for your feedback!',
  failed: 'Failed to submit feedback',
  more: 'Send more feedback',
  sending: 'Sending…',
  submit: 'Submit Feedback',
});
const text = texts(messages);

const name = [maxLength(NAME_MAX)];
/** The server's FeedbackRequestSchema rules, with its messages; only the feedback text is required. */
const validate = rulesResolver<Values>(
  {
    first_name: name,
    last_name: name,
    city: name,
    country: name,
    email: [(v) => v !== '' && emailFormat(text('emailInvalid'))(v)],
    feedback: [required(text('feedbackRequired')), maxLength(FEEDBACK_MAX)],
  },
  ['first_name', 'last_name', 'email', 'city', 'country', 'feedback'],
);

const FIELDS: {
  name: Exclude<keyof Values, 'feedback'>;
  autoComplete: string;
  type?: string;
  wide?: boolean;
}[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email', wide: true },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'country', autoComplete: 'country-name' },
];

/** The six fields; only the feedback text is required. Names and e-mail start from the profile. */
export function FeedbackForm() {
  const t = useMessages(messages);
  const user = patientAuth.getUser();
  const { register, handleSubmit, reset, values, formState } = useLightForm<Values>({
    validate,
    defaultValues: {
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      city: '',
      country: '',
      feedback: '',
    },
  });
  const errors = formState.errors;
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();

  const onSubmit = handleSubmit(async (trimmed) => {
    try {
      await send.mutateAsync(trimmed);
      toast.success(messages.get().thanks);
      reset({ ...values, feedback: '' });
      setSent(true);
    } catch {
      toast.error(messages.get().failed);
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-lg text-brand-800">
        <p className="font-semibold">{t.thanks}</p>
        <button type="button" className="mt-3 text-base text-brand-700 underline" onClick={() => setSent(false)}>
          {t.more}
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={t[f.name]}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            error={errors[f.name]?.message}
            {...register(f.name)}
            className={f.wide ? 'sm:col-span-2' : ''}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="feedback-text" className="text-sm font-medium text-ink">
          {t.feedback}
        </label>
        <textarea
          id="feedback-text"
          rows={5}
          maxLength={FEEDBACK_MAX}
          {...register('feedback')}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={errors.feedback ? 'feedback-text-error' : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${errors.feedback ? 'border-danger' : 'border-slate-300'}`}
        />
        {errors.feedback ? (
          <p id="feedback-text-error" role="alert" className="text-sm text-danger">
            {errors.feedback.message}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t.sending : t.submit}
        </Button>
      </div>
    </form>
  );
}

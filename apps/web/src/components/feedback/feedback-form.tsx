import type { FeedbackRequest } from '@clearwell/shared';
import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { patientAuth } from '../../lib/auth-storage';
import { useSendFeedback } from './send-feedback';

type Field = keyof FeedbackRequest;
type Values = Record<Field, string>;

/**
 * The server's FeedbackRequestSchema rules, checked here by hand: react-hook-form with the zod
 * resolver would add about 14 KB to the session page and pass the patient bundle budget, and
 * six fields need no form library. The server validates again.
 */
export function validateFeedback(v: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const f of ['first_name', 'last_name', 'city', 'country'] as const) {
    if (v[f].trim().length > 100) errors[f] = 'Use at most 100 characters';
  }
  if (v.email.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) errors.email = 'Enter a valid e-mail address';
  if (v.feedback.trim() === '') errors.feedback = 'Please provide feedback before submitting';
  else if (v.feedback.trim().length > 5000) errors.feedback = 'Use at most 5000 characters';
  return errors;
}

const FIELDS: { name: Exclude<Field, 'feedback'>; label: string; autoComplete: string; type?: string; wide?: boolean }[] = [
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email', wide: true },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
];

/** The six fields; only the feedback text is required. Names and e-mail start from the profile. */
export function FeedbackForm() {
  const user = patientAuth.getUser();
  const [values, setValues] = useState<Values>({
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    city: '',
    country: '',
    feedback: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  const send = useSendFeedback();
  const set = (name: Field, value: string) => setValues((v) => ({ ...v, [name]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validateFeedback(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await send.mutateAsync(Object.fromEntries(Object.entries(values).map(([k, x]) => [k, x.trim()])) as Values);
      toast.success('Thank you for your feedback!');
      setValues((v) => ({ ...v, feedback: '' }));
      setSent(true);
    } catch {
      toast.error('Failed to submit feedback');
    }
  };

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

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type ?? 'text'}
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onChange={(e) => set(f.name, e.target.value)}
            error={errors[f.name]}
            className={f.wide ? 'sm:col-span-2' : ''}
          />
        ))}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="feedback-text" className="text-sm font-medium text-ink">
          Feedback
        </label>
        <textarea
          id="feedback-text"
          rows={5}
          maxLength={5000}
          value={values.feedback}
          onChange={(e) => set('feedback', e.target.value)}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={errors.feedback ? 'feedback-text-error' : undefined}
          className={`w-full rounded-lg border bg-white px-3 py-2 text-base text-ink ${errors.feedback ? 'border-danger' : 'border-slate-300'}`}
        />
        {errors.feedback ? (
          <p id="feedback-text-error" role="alert" className="text-sm text-danger">
            {errors.feedback}
          </p>
        ) : null}
      </div>
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : 'Submit Feedback'}
        </Button>
      </div>
    </form>
  );
}

import { SafetyResourceFieldsSchema, type AdminSafetyResource } from '@clearwell/shared';
import { NAME_MAX } from '@clearwell/shared/constants';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors, Validator } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { countryOptions } from '../../../components/safety/country-names';

type Values = Record<'country' | 'name' | 'phone' | 'sms' | 'url' | 'hours' | 'description', string>;

const empty: Values = { country: '', name: '', phone: '', sms: '', url: '', hours: '', description: '' };
const valuesOf = (line: AdminSafetyResource | null): Values =>
  line
    ? {
        country: line.country,
        name: line.name,
        phone: line.phone ?? '',
        sms: line.sms ?? '',
        url: line.url ?? '',
        hours: line.hours ?? '',
        description: line.description ?? '',
      }
    : empty;

/** The server's own rules and messages: this screen is loaded lazily, so it may carry the schema. */
const validate: Validator<Values> = (values) => {
  const checked = SafetyResourceFieldsSchema.safeParse(values);
  if (checked.success) return { ok: true, values, errors: {} };
  return {
    ok: false,
    errors: Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), { message: i.message }])),
  };
};

/** The server's 400 details by field, so each message shows under its own input. */
function serverErrors(err: unknown): FieldErrors<Values> | null {
  const details = err instanceof ApiError ? err.details : [];
  if (!details.length) return null;
  return Object.fromEntries(details.map((d) => [d.field, { message: d.message }]));
}

interface Props {
  line: AdminSafetyResource | null;
  /** Resolves when saved; throws the server's refusal. */
  onSave: (values: Values) => Promise<unknown>;
  onCancel: () => void;
  busy: boolean;
}

/** Add or edit one crisis line; checked with the server's own rules before sending (https links only). */
export function SafetyResourceForm({ line, onSave, onCancel, busy }: Props) {
  const { register, handleSubmit, setErrors, formState } = useLightForm<Values>({
    validate,
    defaultValues: valuesOf(line),
  });
  const errors = Object.fromEntries(
    Object.entries(formState.errors).map(([field, error]) => [field, error?.message]),
  ) as Partial<Record<keyof Values, string>>;
  const [failed, setFailed] = useState<string | null>(null);
  const countryId = useId();
  const descriptionId = useId();

  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      await onSave(values);
    } catch (err) {
      const byField = serverErrors(err);
      if (byField) setErrors(byField);
      else
        setFailed(
          err instanceof ApiError && err.status < 500
            ? err.message
            : 'Failed to save the crisis line. Please try again.',
        );
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-label={line ? 'Edit crisis line' : 'Add a crisis line'}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-medium text-ink">
          Country
        </label>
        <select
          id={countryId}
          {...register('country')}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
          className={`min-h-11 rounded-lg border bg-white px-3 py-2 ${errors.country ? 'border-danger' : 'border-slate-300'}`}
        >
          <option value="">Choose…</option>
          <option value="*">Default list (countries without their own)</option>
          {countryOptions().map((c) => (
            <option key={c.code} value={c.code}>
              {c.name} ({c.code})
            </option>
          ))}
        </select>
        {errors.country ? (
          <p id={`${countryId}-error`} role="alert" className="text-sm text-danger">
            {errors.country}
          </p>
        ) : null}
      </div>
      <TextField label="Name" {...register('name')} error={errors.name} maxLength={NAME_MAX} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" {...register('phone')} error={errors.phone} inputMode="tel" />
        <TextField label="Text (SMS)" {...register('sms')} error={errors.sms} inputMode="tel" />
      </div>
      <TextField
        label="Website"
        {...register('url')}
        error={errors.url}
        inputMode="url"
        placeholder="https://"
        hint="https:// links only"
      />
      <TextField label="Hours" {...register('hours')} error={errors.hours} placeholder="24 hours, every day" />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={500}
          {...register('description')}
          aria-invalid={errors.description ? true : undefined}
          className="rounded-lg border border-slate-300 bg-white px-3 py-2"
        />
        {errors.description ? (
          <p role="alert" className="text-sm text-danger">
            {errors.description}
          </p>
        ) : null}
      </div>
      {failed ? (
        <p role="alert" className="text-danger">
          {failed}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : line ? 'Save changes' : 'Add line'}
        </Button>
      </div>
    </form>
  );
}

import { adminErrorText, formRuleMessages, formRuleText } from '../../../components/admin/common-messages';
import { SafetyResourceFieldsSchema, type AdminSafetyResource } from '@clearwell/shared';
import { NAME_MAX } from '@clearwell/shared/constants';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors, Validator } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { i18n, useLanguage, useMessages } from '../../../lib/i18n';
import { countryOptionsIn } from './country-label';

const messages = i18n('admin-safety/form', {
  editLabel: 'Edit crisis line',
  addLabel: 'Add a crisis line',
  country: 'Country',
  choose: 'Choose…',
  defaultList: 'Default list (countries without their own)',
  name: 'Name',
  phone: 'Phone',
  sms: 'Text (SMS)',
  website: 'Website',
  httpsOnly: 'https:// links only',
  hours: 'Hours',
  hoursPlaceholder: '24 hours, every day',
  description: 'Description',
  failed: 'Failed to save the crisis line. Please try again.',
  checkField: 'Check this field.',
  cancel: 'Cancel',
  saving: 'Saving…',
  save: 'Save changes',
  add: 'Add line',
});

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
  const t = useMessages(messages);
  const rules = useMessages(formRuleMessages);
  const language = useLanguage();
  // The rules (the server's own, and the server's answers) speak English: said in the language in use.
  const said = (message: string | undefined) =>
    message === undefined ? undefined : (formRuleText(message, rules) ?? (language === 'en' ? message : t.checkField));
  const errors = Object.fromEntries(
    Object.entries(formState.errors).map(([field, error]) => [field, said(error?.message)]),
  ) as Partial<Record<keyof Values, string>>;
  const [failed, setFailed] = useState<unknown>(null);
  const countryId = useId();
  const descriptionId = useId();

  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      await onSave(values);
    } catch (err) {
      const byField = serverErrors(err);
      if (byField) setErrors(byField);
      else setFailed(err);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-4"
      aria-label={line ? t.editLabel : t.addLabel}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={countryId} className="text-sm font-medium text-ink">
          {t.country}
        </label>
        <select
          id={countryId}
          {...register('country')}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={errors.country ? `${countryId}-error` : undefined}
          className={`min-h-11 rounded-lg border bg-white px-3 py-2 ${errors.country ? 'border-danger' : 'border-slate-300'}`}
        >
          <option value="">{t.choose}</option>
          <option value="*">{t.defaultList}</option>
          {countryOptionsIn(language).map((c) => (
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
      <TextField label={t.name} {...register('name')} error={errors.name} maxLength={NAME_MAX} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t.phone} {...register('phone')} error={errors.phone} inputMode="tel" />
        <TextField label={t.sms} {...register('sms')} error={errors.sms} inputMode="tel" />
      </div>
      <TextField
        label={t.website}
        {...register('url')}
        error={errors.url}
        inputMode="url"
        placeholder="https://"
        hint={t.httpsOnly}
      />
      <TextField label={t.hours} {...register('hours')} error={errors.hours} placeholder={t.hoursPlaceholder} />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-ink">
          {t.description}
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
      {failed !== null ? (
        <p role="alert" className="text-danger">
          {adminErrorText(failed, t.failed)}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? t.saving : line ? t.save : t.add}
        </Button>
      </div>
    </form>
  );
}

import { adminErrorText, detailText, formRuleMessages } from '../../../components/admin/common-messages';
import {
  issueDetail,
  SafetyResourceFieldsSchema,
  valueAt,
  type AdminSafetyResource,
  type CreateSafetyResource,
} from '@clearwell/shared';
import { NAME_MAX } from '@clearwell/shared/constants';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import type { FieldError, FieldErrors, Validator } from '../../../lib/form-rules';
import { useLightForm } from '../../../lib/use-light-form';
import { i18n, params, useLanguage, useMessages } from '../../../lib/i18n';
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
  language: 'Language of hours and description',
  emergency: 'This is the country’s emergency number (911, 112, 999…)',
  emergencyHint: 'The card names it for someone in danger: “If you are in danger right now, call 112.”',
  translations: 'Hours and description in the languages of the app',
  translationsHint:
    'Patients who read the app in one of these languages see these texts. Where one is empty they see the line’s own text, marked with its language.',
  hoursIn: params('Hours in {language}'),
  descriptionIn: params('Description in {language}'),
});

/** The languages of the app, whose translations patients see. */
const APP_LANGUAGES = ['en', 'es', 'de'] as const;
type AppLanguage = (typeof APP_LANGUAGES)[number];
/** Languages crisis lines are commonly written in; a line's own stays listed whatever it is. */
const LINE_LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'pt', 'nl', 'pl', 'sv', 'da', 'nb', 'fi', 'ga', 'el', 'tr'];

type TranslatedField = `${'hours' | 'description'}_${AppLanguage}`;
type Values = Record<
  'country' | 'name' | 'phone' | 'sms' | 'url' | 'hours' | 'description' | 'language' | 'emergency' | TranslatedField,
  string
>;

const translatedFields = (line: AdminSafetyResource | null) =>
  Object.fromEntries(
    APP_LANGUAGES.flatMap((l) => [
      [`hours_${l}`, line?.translations[l]?.hours ?? ''],
      [`description_${l}`, line?.translations[l]?.description ?? ''],
    ]),
  ) as Record<TranslatedField, string>;

const valuesOf = (line: AdminSafetyResource | null): Values => ({
  country: line?.country ?? '',
  name: line?.name ?? '',
  phone: line?.phone ?? '',
  sms: line?.sms ?? '',
  url: line?.url ?? '',
  hours: line?.hours ?? '',
  description: line?.description ?? '',
  language: line?.language ?? 'en',
  emergency: line?.emergency ? 'yes' : '',
  ...translatedFields(line),
});

/** What the server takes: the translations as `{en, es, de}`, the emergency mark as a boolean. */
const bodyOf = (values: Values): CreateSafetyResource => ({
  country: values.country,
  name: values.name,
  phone: values.phone,
  sms: values.sms,
  url: values.url,
  hours: values.hours,
  description: values.description,
  language: values.language,
  emergency: values.emergency === 'yes',
  translations: Object.fromEntries(
    APP_LANGUAGES.map((l) => [l, { hours: values[`hours_${l}`], description: values[`description_${l}`] }]),
  ),
});

/** A field the server names (`translations.es.hours`) as the input that holds it (`hours_es`). */
const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'translations' && path.length >= 3 ? `${String(path[2])}_${String(path[1])}` : String(path[0]);

/** The server's own rules and messages: this screen is loaded lazily, so it may carry the schema. */
const validate: Validator<Values> = (values) => {
  const body = bodyOf(values);
  const checked = SafetyResourceFieldsSchema.safeParse(body);
  if (checked.success) return { ok: true, values, errors: {} };
  const errorOf = (issue: (typeof checked.error.issues)[number]): FieldError => ({
    message: issue.message,
    detail: issueDetail(issue, issue.path.join('.'), valueAt(body, issue.path) === undefined),
  });
  return {
    ok: false,
    errors: Object.fromEntries(checked.error.issues.map((i) => [fieldOf(i.path), errorOf(i)])),
  };
};

/** The server's 400 details by field, so each message shows under its own input. */
function serverErrors(err: unknown): FieldErrors<Values> | null {
  const details = err instanceof ApiError ? err.details : [];
  if (!details.length) return null;
  return Object.fromEntries(details.map((d) => [fieldOf(d.field.split('.')), { message: d.message, detail: d }]));
}

const languageNames = (lang: string) =>
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([lang], { type: 'language' }) : null;

interface Props {
  line: AdminSafetyResource | null;
  /** Resolves when saved; throws the server's refusal. */
  onSave: (body: CreateSafetyResource) => Promise<unknown>;
  onCancel: () => void;
  busy: boolean;
}

/** Add or edit one crisis line; checked with the server's own rules before sending (https links only). */
export function SafetyResourceForm({ line, onSave, onCancel, busy }: Props) {
  const { register, handleSubmit, setErrors, setValue, values, formState } = useLightForm<Values>({
    validate,
    defaultValues: valuesOf(line),
  });
  const t = useMessages(messages);
  const rules = useMessages(formRuleMessages);
  const language = useLanguage();
  // The rules (the server's own, and the server's answers) speak English: said in the language in
  // use by their code, else in English, else as a field to check.
  const said = (error: FieldError | undefined) =>
    error && ((error.detail && detailText(error.detail, rules)) ?? (language === 'en' ? error.message : t.checkField));
  const errors = Object.fromEntries(
    Object.entries(formState.errors).map(([field, error]) => [field, said(error)]),
  ) as Partial<Record<keyof Values, string>>;
  const [failed, setFailed] = useState<unknown>(null);
  const countryId = useId();
  const descriptionId = useId();
  const languageId = useId();
  const emergencyId = useId();
  const names = languageNames(language);
  const nameOf = (code: string) => names?.of(code) ?? code;
  const lineLanguages = LINE_LANGUAGES.includes(values.language)
    ? LINE_LANGUAGES
    : [values.language, ...LINE_LANGUAGES];

  const submit = handleSubmit(async (values) => {
    setFailed(null);
    try {
      await onSave(bodyOf(values));
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
      <div className="flex flex-col gap-1">
        <label htmlFor={languageId} className="text-sm font-medium text-ink">
          {t.language}
        </label>
        <select
          id={languageId}
          {...register('language')}
          aria-invalid={errors.language ? true : undefined}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          {lineLanguages.map((code) => (
            <option key={code} value={code}>
              {nameOf(code)} ({code})
            </option>
          ))}
        </select>
        {errors.language ? (
          <p role="alert" className="text-sm text-danger">
            {errors.language}
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-medium text-ink">{t.translations}</legend>
        <p className="text-sm text-muted">{t.translationsHint}</p>
        {APP_LANGUAGES.filter((l) => l !== values.language).map((l) => (
          <div key={l} className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={t.hoursIn({ language: nameOf(l) })}
              {...register(`hours_${l}`)}
              error={errors[`hours_${l}`]}
              maxLength={100}
              lang={l}
            />
            <TextField
              label={t.descriptionIn({ language: nameOf(l) })}
              {...register(`description_${l}`)}
              error={errors[`description_${l}`]}
              maxLength={500}
              lang={l}
            />
          </div>
        ))}
      </fieldset>
      <div className="flex items-start gap-3">
        <input
          id={emergencyId}
          type="checkbox"
          checked={values.emergency === 'yes'}
          onChange={(e) => setValue('emergency', e.target.checked ? 'yes' : '')}
          aria-describedby={`${emergencyId}-hint`}
          className="mt-1 size-5 shrink-0"
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={emergencyId} className="font-medium text-ink">
            {t.emergency}
          </label>
          <p id={`${emergencyId}-hint`} className="text-sm text-muted">
            {t.emergencyHint}
          </p>
        </div>
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

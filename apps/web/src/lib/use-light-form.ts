import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors, Validator } from './form-rules';

type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TextKey<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * The one form hook of the web app, patient and admin alike (decision 013). Values live in
 * state, so a screen can show them as they are typed (the step preview) or set the ones that
 * are not text (files, lists). Rules run on submit, then again on every change, and the first
 * field in error takes the focus. Fields never touched read as ''.
 */
export function useLightForm<T extends object>(opts: { validate: Validator<T>; defaultValues?: Partial<T> }) {
  const current = useRef<Partial<T>>(opts.defaultValues ?? {});
  const fields = useRef(new Map<keyof T, Input>());
  const submitted = useRef(false);
  const [values, setValues] = useState(current.current);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isDirty, setDirty] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);

  const complete = () => {
    const all = { ...current.current } as Record<keyof T, unknown>;
    for (const name of fields.current.keys()) all[name] ??= '';
    return all as T;
  };

  const setValue = <K extends keyof T>(name: K, value: T[K]) => {
    current.current = { ...current.current, [name]: value };
    setValues(current.current);
    setDirty(true);
    if (submitted.current) setErrors(opts.validate(complete()).errors);
  };

  const register = (name: TextKey<T>) => ({
    name,
    value: (values[name] as string | undefined) ?? '',
    ref: (el: Input | null) => {
      if (el) fields.current.set(name, el);
      else fields.current.delete(name);
    },
    onChange: (event: ChangeEvent<Input>) => setValue(name, event.target.value as T[typeof name]),
  });

  const handleSubmit = (onValid: (values: T) => unknown) => async (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = opts.validate(complete());
    setErrors(result.errors);
    if (!result.ok) {
      const firstInvalid = [...fields.current].find(([name]) => result.errors[name]);
      firstInvalid?.[1].focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  // Stable, so pages can call it from effects that depend on it.
  const reset = useCallback((next: Partial<T>) => {
    current.current = next;
    setValues(next);
    submitted.current = false;
    setErrors((prev) => (Object.keys(prev).length ? {} : prev));
    setDirty(false);
  }, []);

  /**
   * A refusal the server gave for one field after the rules passed (a password that is too
   * common): shown at the field, which takes the focus; the next change runs the rules again.
   */
  const setFieldError = (name: keyof T, message: string) => {
    setErrors((prev) => ({ ...prev, [name]: { message } }));
    fields.current.get(name)?.focus();
  };

  return {
    register,
    setFieldError,
    handleSubmit,
    reset,
    setValue,
    setErrors,
    values: values as T,
    formState: { errors, isDirty, isSubmitting },
  };
}

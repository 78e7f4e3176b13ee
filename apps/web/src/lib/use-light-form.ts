import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, Validator } from './form-rules';

/**
 * A small form hook for uncontrolled inputs, shaped like the part of react-hook-form the
 * patient screens use (register, handleSubmit, reset, formState). It validates on submit,
 * then again on every change, and focuses the first field in error.
 */
export function useLightForm<T extends Record<string, string>>(opts: { validate: Validator<T>; defaultValues?: Partial<T> }) {
  const fields = useRef(new Map<keyof T, HTMLInputElement>());
  const defaults = useRef<Partial<T>>(opts.defaultValues ?? {});
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isDirty, setDirty] = useState(false);

  const read = () => Object.fromEntries([...fields.current].map(([k, el]) => [k, el.value])) as T;
  const run = () => {
    const result = opts.validate(read());
    setErrors(result.errors);
    return result;
  };

  const register = (name: keyof T & string) => ({
    name,
    defaultValue: defaults.current[name] ?? '',
    ref: (el: HTMLInputElement | null) => {
      if (el) fields.current.set(name, el);
      else fields.current.delete(name);
    },
    onChange: () => {
      setDirty(true);
      if (submitted.current) run();
    },
  });

  const handleSubmit = (onValid: (values: T) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    submitted.current = true;
    const result = run();
    if (result.ok) return onValid(result.values);
    const firstInvalid = [...fields.current].find(([k]) => result.errors[k]);
    firstInvalid?.[1].focus();
  };

  // Stable, so pages can call it from effects that depend on it.
  const reset = useCallback((values: Partial<T>) => {
    defaults.current = values;
    for (const [k, el] of fields.current) el.value = values[k] ?? '';
    submitted.current = false;
    setErrors((prev) => (Object.keys(prev).length ? {} : prev));
    setDirty(false);
  }, []);

  return { register, handleSubmit, reset, formState: { errors, isDirty } };
}

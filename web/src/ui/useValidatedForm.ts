import { type ChangeEvent, type FormEvent, useState } from 'react';

import type { FieldErrors } from './mutationErrors.ts';

export type { FieldErrors };

/**
 * Form state with the spec's validation: a field's message shows once it was edited and left, or
 * a submit was tried; server messages for a field show until that field is edited.
 */
export function useValidatedForm<Values extends Record<string, string | boolean>>(
  initial: Values,
  validate: (values: Values) => FieldErrors<Values>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors<Values>>({});
  const [submitting, setSubmitting] = useState(false);
  const errors = validate(values);
  const isValid = Object.keys(errors).length === 0;

  const setValue = <Field extends keyof Values>(field: Field, value: Values[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _cleared, ...others }) => others as FieldErrors<Values>);
  };
  const errorOf = (field: keyof Values) =>
    serverErrors[field] ?? (touched[field] || submitted ? errors[field] : undefined);

  /** Props for a text input bound to a string field. */
  const textProps = (field: keyof Values & string) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValue(field, event.currentTarget.value as Values[typeof field]),
    // Only an edited field is judged on leaving it: tabbing through an empty form shows nothing.
    onBlur: () => {
      if (values[field] !== initial[field]) setTouched((current) => ({ ...current, [field]: true }));
    },
    error: errorOf(field),
  });

  /** Runs onValid when the form is valid; `submitting` is true while it runs. */
  const handleSubmit = (onValid: (values: Values) => void | Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isValid) return;
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  const reset = () => {
    setValues(initial);
    setTouched({});
    setSubmitted(false);
    setServerErrors({});
  };

  return { values, setValue, errorOf, textProps, handleSubmit, submitting, isValid, setServerErrors, reset };
}

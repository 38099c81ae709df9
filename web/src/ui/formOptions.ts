import type { UseFormInput, UseFormReturnType } from '@mantine/form';

/**
 * When a form judges a field by the spec's rules: on leaving it after an edit, and every field on
 * submit. Leaving an untouched field says nothing, so tabbing through an empty form shows no
 * message, and no message appears under a field as the pointer goes down on SAVE, which would move
 * the button from under the click.
 */
export function judgeEditedFieldsOnBlur<Values>(): Pick<UseFormInput<Values>, 'enhanceGetInputProps'> {
  return {
    enhanceGetInputProps: ({ field, form }) => ({
      onBlur: () => {
        if (form.isDirty(field)) void form.validateField(field);
      },
    }),
  };
}

/**
 * Sets some of a form's values; once a submit has judged the form (it shows messages), judges it
 * again, so each message follows the edit that answers it (and a rule over two fields clears on either).
 */
export function setAndRejudge<Values>(form: UseFormReturnType<Values>, changes: Partial<Values>) {
  const judged = Object.keys(form.errors).length > 0;
  form.setValues(changes);
  if (judged) form.validate();
}

import type { UseFormInput } from '@mantine/form';

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

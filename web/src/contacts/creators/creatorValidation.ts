import { creatorMessages } from '@colophon/domain';
import { useForm } from '@mantine/form';

import { isValidEmail } from '../../account/validation.ts';
import { judgeEditedFieldsOnBlur } from '../../ui/formOptions.ts';
import type { FieldErrors } from '../../ui/mutationErrors.ts';

export interface NewCreatorValues extends Record<string, string> {
  displayName: string;
  paymentName: string;
  paymentTypeId: string;
  biography: string;
  website: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  email: string;
  phone: string;
}

export const emptyNewCreator: NewCreatorValues = {
  displayName: '',
  paymentName: '',
  paymentTypeId: '',
  biography: '',
  website: '',
  line1: '',
  line2: '',
  city: '',
  state: '',
  zipcode: '',
  country: '',
  email: '',
  phone: '',
};

export function validateNewCreator(values: NewCreatorValues): FieldErrors<NewCreatorValues> {
  const errors: FieldErrors<NewCreatorValues> = {};
  if (!values.displayName.trim()) errors.displayName = creatorMessages.displayNameRequired;
  if (!values.email.trim()) errors.email = creatorMessages.primaryEmailRequired;
  else if (!isValidEmail(values.email)) errors.email = creatorMessages.invalidEmail;
  if (!values.paymentTypeId) {
    errors.paymentTypeId = creatorMessages.paymentMethodRequired;
  }
  return errors;
}

/** The New Creator form: the spec's rules judge an edited field when it is left, and every field on SAVE. */
export const useNewCreatorForm = () =>
  useForm<NewCreatorValues>({
    initialValues: emptyNewCreator,
    validate: validateNewCreator,
    ...judgeEditedFieldsOnBlur<NewCreatorValues>(),
  });

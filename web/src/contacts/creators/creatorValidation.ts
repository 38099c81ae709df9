import { creatorMessages } from '@colophon/domain';

import { isValidEmail } from '../../account/validation.ts';
import type { FieldErrors } from '../../ui/useValidatedForm.ts';

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

import { isValidEmail } from '../../account/validation.ts';
import type { FieldErrors } from '../../ui/useValidatedForm.ts';

export const displayNameRequired = 'Display Name is required';

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
  if (!values.displayName.trim()) errors.displayName = displayNameRequired;
  if (!values.email.trim()) errors.email = 'Primary Email Address is required';
  else if (!isValidEmail(values.email)) errors.email = 'Please enter a valid email address';
  if (!values.paymentTypeId) {
    errors.paymentTypeId = 'Please specify a payment method. These can be customized in your user settings.';
  }
  return errors;
}

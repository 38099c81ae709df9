/** The spec's message per field that is wrong, as a form's `validate` answers. */
type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/** A simple address pattern: something@something.tld, no spaces. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

export interface SignupValues extends Record<string, string | boolean> {
  publisher: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordAgain: string;
  termsAgreed: boolean;
}

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

const passwordRule = [/[A-Za-z]/, /\d/, /[^A-Za-z0-9]/];

/** An invitee joins the inviting publisher: no group name to give. */
export function validateSignup(values: SignupValues, invited = false): FieldErrors<SignupValues> {
  const errors: FieldErrors<SignupValues> = {};
  if (!invited && !values.publisher.trim()) errors.publisher = 'Group name is required';
  if (!values.firstName.trim()) errors.firstName = 'First name is required';
  if (!values.lastName.trim()) errors.lastName = 'Last name is required';
  if (!isValidEmail(values.email)) errors.email = 'Not a valid email address';
  if (!values.password) errors.password = 'Password is required';
  else if (!passwordRule.every((pattern) => pattern.test(values.password))) {
    errors.password = 'Password must include at least one letter, one number, and one special character';
  }
  if (values.passwordAgain !== values.password) errors.passwordAgain = 'Must match password';
  return errors;
}

/** Sign Up stays disabled until every field is filled and the terms are agreed. */
export function isSignupComplete(values: SignupValues, invited = false): boolean {
  return Object.entries(values).every(
    ([field, value]) => (invited && field === 'publisher') || (typeof value === 'string' ? value.trim() !== '' : value),
  );
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!values.email.trim()) errors.email = 'Email is required.';
  if (!values.password) errors.password = 'Password is required.';
  return errors;
}

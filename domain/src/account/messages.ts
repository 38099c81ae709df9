/** The spec's messages of this context, word for word: the command side refuses with them, the web shows them. */

export const registrationMessages = {
  groupNameRequired: 'Group name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Not a valid email address',
  passwordRequired: 'Password is required',
  passwordRule: 'Password must include at least one letter, one number, and one special character',
  passwordMismatch: 'Must match password',
  emailTaken: 'A user is already registered with this e-mail address.',
} as const;

/**
 * The login page's words, shared by the React login view and the HTML login page the server sends
 * first (loginShell/), so both read the same.
 */
export const loginTexts = {
  title: 'Colophon',
  signUpTab: 'SIGN UP',
  logInTab: 'LOG IN',
  formName: 'Log in',
  email: 'Email',
  password: 'Password',
  submit: 'LOG IN',
  forgotPassword: 'Forgot your password?',
  narrowScreenNotice: 'Colophon works best on a larger screen. Please use a desktop browser.',
} as const;

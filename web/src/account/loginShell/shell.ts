import type { LoginValues } from '../validation.ts';

/**
 * The HTML login page (`login.html`, built by vite.config.ts from markup.ts) is usable before the app's
 * scripts arrive: its inline script (enhance.ts) validates and logs in with the app's own modules. When
 * the app starts on it, the React login view takes over what the user already did there (this state).
 */
export const shellIds = {
  form: 'login-shell-form',
  email: 'login-shell-email',
  password: 'login-shell-password',
  submit: 'login-shell-submit',
  loginError: 'login-shell-error',
  loginTab: 'login-shell-tab-login',
  signupTab: 'login-shell-tab-signup',
  loginPanel: 'login-shell-panel-login',
  signupPanel: 'login-shell-panel-signup',
} as const;

/** The login form's fields (LoginValues' keys, which its Record base widens to string). */
export type LoginField = 'email' | 'password';

export const errorIdOf = (field: LoginField) => `${shellIds[field]}-error`;

/** `data-state` of the form: a login request is in flight, or it succeeded and the session is stored. */
export type ShellState = 'ready' | 'busy' | 'signed-in';
/** Dispatched on the document when the form leaves the busy state. */
export const shellSettledEvent = 'colophon:login-shell-settled';

export type LoginTab = 'login' | 'signup';

export interface LoginShellHandover {
  values: LoginValues;
  errors: Partial<Record<LoginField, string>>;
  loginError: string | null;
  tab: LoginTab;
  /** The field that had the focus, and its caret or selection. */
  focus: { field: LoginField; start: number; end: number } | null;
  /** The event-log position the login answered, for read-your-writes. */
  position: string | null;
}

const fields: readonly LoginField[] = ['email', 'password'];

function input(field: LoginField): HTMLInputElement | null {
  return document.getElementById(shellIds[field]) as HTMLInputElement | null;
}

/** What the user did on the HTML login page, or null when it is not (or no longer) on screen. */
export function readLoginShell(): LoginShellHandover | null {
  const form = document.getElementById(shellIds.form);
  if (!form) return null;
  const focused = fields.find((field) => document.activeElement === input(field));
  const focusedInput = focused ? input(focused) : null;
  return {
    values: { email: input('email')?.value ?? '', password: input('password')?.value ?? '' },
    errors: Object.fromEntries(
      fields.flatMap((field) => {
        const message = document.getElementById(errorIdOf(field))?.textContent;
        return message ? [[field, message]] : [];
      }),
    ),
    loginError: document.getElementById(shellIds.loginError)?.textContent || null,
    tab: document.getElementById(shellIds.signupTab)?.getAttribute('aria-selected') === 'true' ? 'signup' : 'login',
    focus:
      focused && focusedInput
        ? { field: focused, start: focusedInput.selectionStart ?? 0, end: focusedInput.selectionEnd ?? 0 }
        : null,
    position: form.dataset.position || null,
  };
}

/** Resolves once no login from the HTML page is in flight, so the app never starts under one. */
export function loginShellSettled(): Promise<void> {
  const form = document.getElementById(shellIds.form);
  if (form?.dataset.state !== 'busy') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener(shellSettledEvent, () => resolve(), { once: true }));
}

import { latestPosition } from '../../graphql/position.ts';
import { logIn } from '../authApi.ts';
import { clearStoredSession, readStoredSession, storeSession } from '../session.ts';
import { dashboardPath } from '../urls.ts';
import { type LoginValues, validateLogin } from '../validation.ts';
import { errorIdOf, type LoginField, type LoginTab, shellIds, shellSettledEvent, type ShellState } from './shell.ts';

/**
 * The inline script of login.html: the login form works as LoginView's does (the spec's messages,
 * validation on blur and on submit, Enter submits) before the app's scripts have arrived. With a
 * stored session the address becomes the dashboard's, which the app opens when it starts. After a login the session is stored; the app, when it
 * starts, finds it and opens the dashboard.
 */
const element = (id: string) => document.getElementById(id)!;
const form = element(shellIds.form) as HTMLFormElement;
const submit = element(shellIds.submit);
const loginError = element(shellIds.loginError);
const input = (field: LoginField) => element(shellIds[field]) as HTMLInputElement;
const values = (): LoginValues => ({ email: input('email').value, password: input('password').value });

function showFieldError(field: LoginField, message: string | undefined) {
  const fieldInput = input(field);
  document.getElementById(errorIdOf(field))?.remove();
  fieldInput.removeAttribute('aria-invalid');
  fieldInput.removeAttribute('aria-describedby');
  if (!message) return;
  const error = document.createElement('p');
  error.id = errorIdOf(field);
  error.className = 'ls-field-error';
  error.textContent = message;
  fieldInput.after(error);
  fieldInput.setAttribute('aria-invalid', 'true');
  fieldInput.setAttribute('aria-describedby', error.id);
}

function showLoginError(message: string | null) {
  loginError.textContent = message ?? '';
  loginError.hidden = !message;
}

function setState(state: ShellState) {
  form.dataset.state = state;
  if (state === 'ready') {
    submit.removeAttribute('data-loading');
    submit.removeAttribute('disabled');
  } else {
    submit.setAttribute('data-loading', '');
    submit.setAttribute('disabled', '');
  }
  if (state !== 'busy') document.dispatchEvent(new Event(shellSettledEvent));
}

async function submitLogin(event: SubmitEvent) {
  event.preventDefault();
  if (form.dataset.state !== 'ready') return;
  const errors = validateLogin(values());
  showFieldError('email', errors.email);
  showFieldError('password', errors.password);
  if (errors.email || errors.password) return;
  setState('busy');
  const result = await logIn(values());
  if (result.ok) {
    storeSession(result.session);
    form.dataset.position = latestPosition() ?? '';
    setState('signed-in');
    return;
  }
  clearStoredSession();
  showLoginError(result.message);
  setState('ready');
}

function selectTab(tab: LoginTab) {
  for (const [name, tabId, panelId] of [
    ['login', shellIds.loginTab, shellIds.loginPanel],
    ['signup', shellIds.signupTab, shellIds.signupPanel],
  ] as const) {
    element(tabId).setAttribute('aria-selected', String(name === tab));
    element(tabId).tabIndex = name === tab ? 0 : -1;
    element(panelId).hidden = name !== tab;
  }
  element(tab === 'login' ? shellIds.loginTab : shellIds.signupTab).focus();
}

function listen() {
  form.addEventListener('submit', (event) => void submitLogin(event));
  for (const field of ['email', 'password'] as const) {
    // As Mantine's form with validateInputOnBlur, a field says what is wrong once it is left;
    // and, as Mantine's, a field's error goes when it is changed.
    input(field).addEventListener('blur', () => showFieldError(field, validateLogin(values())[field]));
    input(field).addEventListener('input', () => showFieldError(field, undefined));
  }
  element(shellIds.loginTab).addEventListener('click', () => selectTab('login'));
  element(shellIds.signupTab).addEventListener('click', () => selectTab('signup'));
  for (const tabId of [shellIds.loginTab, shellIds.signupTab]) {
    element(tabId).addEventListener('keydown', (event) => {
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        selectTab(tabId === shellIds.loginTab ? 'signup' : 'login');
      }
    });
  }
}

if (readStoredSession()) {
  // The app, when it starts, opens the dashboard for the stored session; until then no login form.
  window.history.replaceState(null, '', dashboardPath);
  element('root').innerHTML = '<p class="ls-loading">Loading…</p>';
} else listen();

import { latestPosition, rememberPosition } from '../graphql/position.ts';
import type { Session } from './session.ts';

/** A REST reply of the auth endpoints: field name → messages (non_field_errors for the rest). */
export type AuthErrors = Record<string, string[] | undefined>;

export type AuthResult = { ok: true; session: Session } | { ok: false; message: string; errors?: AuthErrors };

export interface SignupRequest {
  publisher: string;
  first_name: string;
  last_name: string;
  email: string;
  password1: string;
  password2: string;
  /** An invitation's key: the new user joins that publisher. */
  invite?: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

const unexpectedError = 'An unexpected error occurred. Please try again.';

/** Sends the newest position too, so the server reads the account a registration just created. */
async function postJson(path: string, body: unknown, token?: string): Promise<Response> {
  const position = latestPosition();
  return fetch(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...(position ? { 'X-Colophon-Position': position } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Turns a token into the stored session: the user and the publisher the token belongs to. */
export async function sessionForToken(token: string): Promise<AuthResult> {
  const response = await postJson('/fetch_user_publishers/', { token });
  if (!response.ok) return { ok: false, message: 'Failed to fetch user data' };
  const reply = (await response.json()) as { user?: { id?: unknown }; publisher?: { id?: unknown; name?: unknown } };
  const { user, publisher } = reply;
  if (user?.id == null || publisher?.id == null || typeof publisher.name !== 'string') {
    return { ok: false, message: 'Invalid user data received' };
  }
  return {
    ok: true,
    session: {
      token,
      userId: `${user.id as string | number}`,
      publisherId: `${publisher.id as string | number}`,
      publisherName: publisher.name,
    },
  };
}

/** Posts credentials, then resolves the token into a session; describeErrors words a 400 reply. */
async function authenticate(
  path: string,
  body: SignupRequest | LoginRequest,
  describeErrors: (errors: AuthErrors) => string,
): Promise<AuthResult> {
  try {
    const response = await postJson(path, body);
    const reply = (await response.json().catch(() => null)) as
      ({ key?: unknown; position?: string } & AuthErrors) | null;
    if (!response.ok) {
      const errors = reply ?? {};
      return { ok: false, message: describeErrors(errors), errors };
    }
    if (typeof reply?.key !== 'string') return { ok: false, message: 'Invalid response from server' };
    rememberPosition(reply.position);
    return await sessionForToken(reply.key);
  } catch {
    return { ok: false, message: unexpectedError };
  }
}

function describeLoginErrors(errors: AuthErrors): string {
  const [nonField] = errors.non_field_errors ?? [];
  const [email] = errors.email ?? [];
  const [password] = errors.password ?? [];
  if (nonField) return nonField;
  if (email) return `Email error: ${email}`;
  if (password) return `Password error: ${password}`;
  return 'Login failed. Please try again.';
}

function describeSignupErrors(errors: AuthErrors): string {
  const preferred = [errors.non_field_errors, errors.password1, ...Object.values(errors)];
  return preferred.find((messages) => messages?.length)?.[0] ?? unexpectedError;
}

export function logIn(credentials: LoginRequest): Promise<AuthResult> {
  return authenticate('/api/v1/auth/login/', credentials, describeLoginErrors);
}

export function signUp(registration: SignupRequest): Promise<AuthResult> {
  return authenticate('/api/v1/auth/register/', registration, describeSignupErrors);
}

/** Revokes the token on the server; the caller clears the stored session whatever happens. */
export async function logOut(token: string): Promise<void> {
  await postJson('/api/v1/auth/logout/', {}, token).catch(() => undefined);
}

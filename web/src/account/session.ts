/** The signed-in user's session, kept in local storage under the spec's keys. */
export interface Session {
  token: string;
  userId: string;
  publisherId: string;
  publisherName: string;
}

const storageKeys: Record<keyof Session, string> = {
  token: 'token',
  userId: 'userid',
  publisherId: 'publisher',
  publisherName: 'publisher_name',
};

const sessionFields = Object.keys(storageKeys) as (keyof Session)[];

/**
 * Images are served only to members of their publisher, and an <img> sends no Authorization header:
 * the session token travels to /files/ (and nowhere else) as a same-site cookie.
 */
function shareTokenWithImages(token: string | null): void {
  document.cookie = token
    ? `colophon_files=${encodeURIComponent(token)}; path=/files; SameSite=Strict`
    : 'colophon_files=; path=/files; SameSite=Strict; max-age=0';
}

export function readStoredSession(): Session | null {
  const entries = sessionFields.map((field) => [field, localStorage.getItem(storageKeys[field])] as const);
  if (entries.some(([, value]) => value === null)) return null;
  const session = Object.fromEntries(entries) as unknown as Session;
  shareTokenWithImages(session.token);
  return session;
}

export function storeSession(session: Session): void {
  for (const field of sessionFields) localStorage.setItem(storageKeys[field], session[field]);
  shareTokenWithImages(session.token);
}

export function clearStoredSession(): void {
  for (const field of sessionFields) localStorage.removeItem(storageKeys[field]);
  shareTokenWithImages(null);
}

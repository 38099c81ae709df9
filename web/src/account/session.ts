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

export function readStoredSession(): Session | null {
  const entries = sessionFields.map((field) => [field, localStorage.getItem(storageKeys[field])] as const);
  if (entries.some(([, value]) => value === null)) return null;
  return Object.fromEntries(entries) as unknown as Session;
}

export function storeSession(session: Session): void {
  for (const field of sessionFields) localStorage.setItem(storageKeys[field], session[field]);
}

export function clearStoredSession(): void {
  for (const field of sessionFields) localStorage.removeItem(storageKeys[field]);
}

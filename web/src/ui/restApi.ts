import type { Session } from '../account/session.ts';
import { useSession } from '../account/SessionProvider.tsx';
import { latestPosition } from '../graphql/position.ts';

/** What every call of the REST API carries: the token, the current publisher, our newest write. */
export function sessionHeaders(session: Session | null): Record<string, string> {
  const position = latestPosition();
  return {
    ...(session ? { Authorization: `Token ${session.token}`, 'X-Colophon-Publisher': session.publisherId } : {}),
    ...(position ? { 'X-Colophon-Position': position } : {}),
  };
}

export type RestFetch = (path: string, init?: RequestInit) => Promise<Response>;

/** fetch for the REST API as the signed-in user. */
export function useRestFetch(): RestFetch {
  const { session } = useSession();
  return (path, init = {}) =>
    fetch(path, { ...init, headers: { ...sessionHeaders(session), ...(init.headers as Record<string, string>) } });
}

/** The message of a JSON error reply (`message`, `error` or `detail`), else the fallback. */
export async function replyMessage(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown; error?: unknown; detail?: unknown };
    const message = body.message ?? body.error ?? body.detail;
    return typeof message === 'string' && message ? message : fallback;
  } catch {
    return fallback;
  }
}

/** Saves a blob under a file name, as a link the browser downloads. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

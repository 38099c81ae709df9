import { staffMessages } from '@colophon/domain';

import { logOut, sessionForToken } from '../../account/authApi.ts';
import { clearStoredSession, type Session } from '../../account/session.ts';
import { useSession } from '../../account/SessionProvider.tsx';
import { rememberPosition } from '../../graphql/position.ts';
import { useRestFetch } from '../../ui/restApi.ts';
import { superPath } from '../urls.ts';

/** The staff member's own session, kept for this tab only while they are signed in as someone else. */
const staffSessionKey = 'colophon_staff_session';

function takeStaffSession(): Session | null {
  const stored = sessionStorage.getItem(staffSessionKey);
  sessionStorage.removeItem(staffSessionKey);
  try {
    return stored ? (JSON.parse(stored) as Session) : null;
  } catch {
    return null;
  }
}

export type ImpersonationResult = { ok: true } | { ok: false; message: string };

/**
 * The spec's impersonation: POST /personate/ with the user's id; the stored session is cleared,
 * the returned token stored, its user and publisher fetched, and the app opens /dashboard. Ending
 * it logs the impersonated session out (the server records the end) and restores staff's own.
 */
export function useImpersonation() {
  const { session, signIn, signOut } = useSession();
  const restFetch = useRestFetch();

  async function impersonate(userId: string): Promise<ImpersonationResult> {
    try {
      const response = await restFetch('/personate/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ user: { superuser: session?.userId, number: userId } }),
      });
      const reply = (await response.json().catch(() => ({}))) as { token?: unknown; error?: string; position?: string };
      if (!response.ok || typeof reply.token !== 'string') {
        return { ok: false, message: reply.error ?? staffMessages.impersonateFailed };
      }
      rememberPosition(reply.position);
      const target = await sessionForToken(reply.token);
      if (!target.ok) return { ok: false, message: target.message };
      if (session) sessionStorage.setItem(staffSessionKey, JSON.stringify(session));
      clearStoredSession();
      signIn(target.session);
      return { ok: true };
    } catch {
      return { ok: false, message: staffMessages.impersonateFailed };
    }
  }

  async function endImpersonation(): Promise<void> {
    const staff = takeStaffSession();
    if (!staff) return signOut();
    if (session) await logOut(session.token);
    signIn(staff, superPath);
  }

  return { impersonate, endImpersonation };
}

import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { notify } from '../ui/notify.ts';
import { logOut } from './authApi.ts';
import { clearStoredSession, readStoredSession, type Session, storeSession } from './session.ts';
import { dashboardPath, loginPath } from './urls.ts';

interface SessionState {
  session: Session | null;
  /** Stores the session and opens the dashboard (or `to`). */
  signIn(session: Session, to?: string): void;
  signOut(): Promise<void>;
  /** The server refused the session's token: back to /login, once per token. */
  expire(token: string): void;
}

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = use(SessionContext);
  if (!state) throw new Error('useSession must be used inside SessionProvider');
  return state;
}

/** The signed-in session; its API client is graphql/ApiClientProvider.tsx, loaded with the signed-in screens. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState(readStoredSession);
  // Several requests can fail at once when a session expires; react to the first only.
  const expiredToken = useRef<string | null>(null);

  const signIn = useCallback(
    (next: Session, to: string = dashboardPath) => {
      storeSession(next);
      setSession(next);
      void navigate(to);
    },
    [navigate],
  );
  const signOut = useCallback(async () => {
    if (session) await logOut(session.token);
    clearStoredSession();
    setSession(null);
    void navigate(loginPath);
  }, [navigate, session]);
  const expire = useCallback(
    (token: string) => {
      if (expiredToken.current === token) return;
      expiredToken.current = token;
      notify.error('Your session has expired. Please log in again.', { id: 'session-expired' });
      clearStoredSession();
      setSession(null);
      if (window.location.pathname !== loginPath) void navigate(loginPath);
    },
    [navigate],
  );

  const state = useMemo(() => ({ session, signIn, signOut, expire }), [session, signIn, signOut, expire]);
  return <SessionContext value={state}>{children}</SessionContext>;
}

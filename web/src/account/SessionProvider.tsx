import { createContext, type ReactNode, use, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Provider as UrqlProvider } from 'urql';

import { createApiClient } from '../graphql/client.ts';
import { notify } from '../ui/notify.ts';
import { logOut } from './authApi.ts';
import { clearStoredSession, readStoredSession, type Session, storeSession } from './session.ts';
import { dashboardPath, loginPath } from './urls.ts';

interface SessionState {
  session: Session | null;
  signIn(session: Session): void;
  signOut(): Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = use(SessionContext);
  if (!state) throw new Error('useSession must be used inside SessionProvider');
  return state;
}

/** The signed-in session, and the API client that belongs to it (a new session starts a new cache). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [session, setSession] = useState(readStoredSession);
  // Several requests can fail at once when a session expires; react to the first only.
  const expiredToken = useRef<string | null>(null);

  const signIn = useCallback(
    (next: Session) => {
      storeSession(next);
      setSession(next);
      void navigate(dashboardPath);
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

  const client = useMemo(() => session && createApiClient(session, () => expire(session.token)), [session, expire]);
  const state = useMemo(() => ({ session, signIn, signOut }), [session, signIn, signOut]);
  return (
    <SessionContext value={state}>
      {client ? <UrqlProvider value={client}>{children}</UrqlProvider> : children}
    </SessionContext>
  );
}

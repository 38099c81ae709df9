import { type ReactNode, useMemo } from 'react';
import { Provider as UrqlProvider } from 'urql';

import { useSession } from '../account/SessionProvider.tsx';
import { createApiClient } from './client.ts';

/**
 * The API client of the signed-in session (a new session starts a new cache). Only the signed-in
 * screens query GraphQL, so urql and its cache load with them, not with the login page.
 */
export function ApiClientProvider({ children }: { children: ReactNode }) {
  const { session, expire } = useSession();
  const client = useMemo(() => session && createApiClient(session, () => expire(session.token)), [session, expire]);
  return client ? <UrqlProvider value={client}>{children}</UrqlProvider> : children;
}

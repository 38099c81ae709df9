import { Navigate, Outlet } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { useSession } from './SessionProvider.tsx';
import { loginPath } from './urls.ts';

export const ApiClientProvider = lazyView(() =>
  import('../graphql/ApiClientProvider.tsx').then((module) => module.ApiClientProvider),
);

/** Every route below needs a stored session (and gets its API client); without one the user goes to /login. */
export function RequireSession() {
  const { session } = useSession();
  return session ? (
    <ApiClientProvider>
      <Outlet />
    </ApiClientProvider>
  ) : (
    <Navigate to={loginPath} replace />
  );
}

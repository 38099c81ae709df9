import { Navigate, Outlet } from 'react-router';

import { useSession } from './SessionProvider.tsx';
import { loginPath } from './urls.ts';

/** Every route below needs a stored session; without one the user goes to /login. */
export function RequireSession() {
  const { session } = useSession();
  return session ? <Outlet /> : <Navigate to={loginPath} replace />;
}

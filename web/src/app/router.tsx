import { createBrowserRouter, Navigate, Outlet } from 'react-router';

import { LoginView } from '../account/LoginView.tsx';
import { RequireSession } from '../account/RequireSession.tsx';
import { SessionProvider } from '../account/SessionProvider.tsx';
import { dashboardPath, loginPath } from '../account/urls.ts';
import { catalogueRoutes } from '../catalogue/routes.tsx';
import { contactsRoutes } from '../contacts/routes.tsx';
import { expensesRoutes } from '../expenses/routes.tsx';
import { ordersRoutes } from '../orders/routes.tsx';
import { DashboardPage } from '../reporting/DashboardPage.tsx';
import { reportingRoutes } from '../reporting/routes.tsx';
import { AppShellLayout } from './AppShellLayout.tsx';
import { NotFoundPage } from './NotFoundPage.tsx';

/** A data router, so that detail screens can block navigation while edits are unsaved. */
export const router = createBrowserRouter([
  {
    element: (
      <SessionProvider>
        <Outlet />
      </SessionProvider>
    ),
    children: [
      { path: loginPath, element: <LoginView /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShellLayout />,
            children: [
              { index: true, element: <Navigate to={dashboardPath} replace /> },
              { path: dashboardPath, element: <DashboardPage /> },
              ...catalogueRoutes,
              ...contactsRoutes,
              ...ordersRoutes,
              ...expensesRoutes,
              ...reportingRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);

import { goodbyePath } from '@colophon/domain';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';

import { LoginView } from '../account/LoginView.tsx';
import { RequireSession } from '../account/RequireSession.tsx';
import { SessionProvider } from '../account/SessionProvider.tsx';
import { GoodbyePage } from '../account/settings/GoodbyePage.tsx';
import { PublisherPage } from '../account/settings/PublisherPage.tsx';
import { SettingsPage } from '../account/settings/SettingsPage.tsx';
import { publisherPath } from '../account/settings/urls.ts';
import { AcceptInvitePage } from '../account/team/AcceptInvitePage.tsx';
import { ConfirmPasswordResetPage, RequestPasswordResetPage } from '../account/team/ResetPasswordPages.tsx';
import { SentMailPage } from '../account/team/SentMailPage.tsx';
import { acceptInvitePath, resetPasswordPath, sentMailPath, settingsPath } from '../account/team/urls.ts';
import { dashboardPath, loginPath } from '../account/urls.ts';
import { catalogueRoutes } from '../catalogue/routes.tsx';
import { contactsRoutes } from '../contacts/routes.tsx';
import { expensesRoutes } from '../expenses/routes.tsx';
import { HelpPage, helpPath } from '../help/HelpPage.tsx';
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
      { path: acceptInvitePath, element: <AcceptInvitePage /> },
      { path: goodbyePath, element: <GoodbyePage /> },
      { path: resetPasswordPath, element: <RequestPasswordResetPage /> },
      { path: `${resetPasswordPath}/:token`, element: <ConfirmPasswordResetPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            element: <AppShellLayout />,
            children: [
              { index: true, element: <Navigate to={dashboardPath} replace /> },
              { path: dashboardPath, element: <DashboardPage /> },
              { path: settingsPath, element: <SettingsPage /> },
              { path: publisherPath, element: <PublisherPage /> },
              { path: sentMailPath, element: <SentMailPage /> },
              { path: helpPath, element: <HelpPage /> },
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

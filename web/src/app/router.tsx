import { goodbyePath } from '@colophon/domain';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';

import { LoginView } from '../account/LoginView.tsx';
import { ApiClientProvider, RequireSession } from '../account/RequireSession.tsx';
import { SessionProvider } from '../account/SessionProvider.tsx';
import { publisherPath } from '../account/settings/urls.ts';
import { acceptInvitePath, resetPasswordPath, sentMailPath, settingsPath } from '../account/team/urls.ts';
import { dashboardPath, loginPath } from '../account/urls.ts';
import { adminRoutes } from '../admin/routes.tsx';
import { catalogueRoutes } from '../catalogue/routes.tsx';
import { contactsRoutes } from '../contacts/routes.tsx';
import { expensesRoutes } from '../expenses/routes.tsx';
import { helpPath } from '../help/urls.ts';
import { ordersRoutes } from '../orders/routes.tsx';
import { reportingRoutes } from '../reporting/routes.tsx';
import { royaltiesRoutes } from '../royalties/routes.tsx';
import { lazyView, ScreenSuspense } from '../ui/lazyView.tsx';

const GoodbyePage = lazyView(() => import('../account/settings/GoodbyePage.tsx').then((module) => module.GoodbyePage));
const PublisherPage = lazyView(() =>
  import('../account/settings/PublisherPage.tsx').then((module) => module.PublisherPage),
);
const SettingsPage = lazyView(() =>
  import('../account/settings/SettingsPage.tsx').then((module) => module.SettingsPage),
);
const AcceptInvitePage = lazyView(() =>
  import('../account/team/AcceptInvitePage.tsx').then((module) => module.AcceptInvitePage),
);
const ConfirmPasswordResetPage = lazyView(() =>
  import('../account/team/ResetPasswordPages.tsx').then((module) => module.ConfirmPasswordResetPage),
);
const RequestPasswordResetPage = lazyView(() =>
  import('../account/team/ResetPasswordPages.tsx').then((module) => module.RequestPasswordResetPage),
);
const SentMailPage = lazyView(() => import('../account/team/SentMailPage.tsx').then((module) => module.SentMailPage));
const DashboardPage = lazyView(() => import('../reporting/DashboardPage.tsx').then((module) => module.DashboardPage));
const AppShellLayout = lazyView(() => import('./AppShellLayout.tsx').then((module) => module.AppShellLayout));
const NotFoundPage = lazyView(() => import('./NotFoundPage.tsx').then((module) => module.NotFoundPage));
const HelpPage = lazyView(() => import('../help/HelpPage.tsx').then((module) => module.HelpPage));

/** What a login opens: fetched while the login page waits for the user, so the dashboard follows at once. */
function preloadSignedInShell() {
  for (const screen of [ApiClientProvider, AppShellLayout, DashboardPage]) screen.preload();
}

/** A data router, so that detail screens can block navigation while edits are unsaved. */
export const router = createBrowserRouter([
  {
    element: (
      <SessionProvider>
        <ScreenSuspense>
          <Outlet />
        </ScreenSuspense>
      </SessionProvider>
    ),
    children: [
      { path: loginPath, element: <LoginView onShown={preloadSignedInShell} /> },
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
              ...royaltiesRoutes,
              ...expensesRoutes,
              ...reportingRoutes,
              ...adminRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
]);

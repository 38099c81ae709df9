import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { impersonatePath, royaltyCalculatorPath, royaltyCalculatorToolPath, superPath } from './urls.ts';

const RequireSuperuser = lazyView(() => import('./RequireSuperuser.tsx').then((module) => module.RequireSuperuser));
const RoyaltyCalculatorPage = lazyView(() =>
  import('./calculator/RoyaltyCalculatorPage.tsx').then((module) => module.RoyaltyCalculatorPage),
);
const SuperDashboardPage = lazyView(() =>
  import('./dashboard/SuperDashboardPage.tsx').then((module) => module.SuperDashboardPage),
);
const ImpersonatePage = lazyView(() =>
  import('./impersonation/ImpersonatePage.tsx').then((module) => module.ImpersonatePage),
);

/** The staff area: every screen behind the superuser check. */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireSuperuser />,
    children: [
      { path: superPath, element: <SuperDashboardPage /> },
      { path: impersonatePath, element: <ImpersonatePage /> },
      { path: royaltyCalculatorPath, element: <RoyaltyCalculatorPage /> },
      { path: royaltyCalculatorToolPath, element: <RoyaltyCalculatorPage /> },
    ],
  },
];

import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { profitLossPath, reportingPath, topProductsPath } from './urls.ts';

const ProfitLossPage = lazyView(() => import('./ProfitLossPage.tsx').then((module) => module.ProfitLossPage));
const ReportsPage = lazyView(() => import('./ReportsPage.tsx').then((module) => module.ReportsPage));
const TopProductsPage = lazyView(() => import('./TopProductsPage.tsx').then((module) => module.TopProductsPage));

export const reportingRoutes: RouteObject[] = [
  { path: reportingPath, element: <ReportsPage /> },
  { path: profitLossPath, element: <ProfitLossPage /> },
  { path: topProductsPath, element: <TopProductsPage /> },
];

import type { RouteObject } from 'react-router';

import { ProfitLossPage } from './ProfitLossPage.tsx';
import { ReportsPage } from './ReportsPage.tsx';
import { TopProductsPage } from './TopProductsPage.tsx';
import { profitLossPath, reportingPath, topProductsPath } from './urls.ts';

export const reportingRoutes: RouteObject[] = [
  { path: reportingPath, element: <ReportsPage /> },
  { path: profitLossPath, element: <ProfitLossPage /> },
  { path: topProductsPath, element: <TopProductsPage /> },
];

import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { expenseListPath } from './urls.ts';

const ExpenseDetailView = lazyView(() => import('./ExpenseDetailView.tsx').then((module) => module.ExpenseDetailView));
const ExpenseListView = lazyView(() => import('./ExpenseListView.tsx').then((module) => module.ExpenseListView));

export const expensesRoutes: RouteObject[] = [
  { path: expenseListPath, element: <ExpenseListView /> },
  { path: `${expenseListPath}/:expenseId`, element: <ExpenseDetailView /> },
];

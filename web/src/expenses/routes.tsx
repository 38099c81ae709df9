import type { RouteObject } from 'react-router';

import { ExpenseDetailView } from './ExpenseDetailView.tsx';
import { ExpenseListView } from './ExpenseListView.tsx';
import { expenseListPath } from './urls.ts';

export const expensesRoutes: RouteObject[] = [
  { path: expenseListPath, element: <ExpenseListView /> },
  { path: `${expenseListPath}/:expenseId`, element: <ExpenseDetailView /> },
];

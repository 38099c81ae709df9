import type { RouteObject } from 'react-router';
import { CreatorDetailView } from './CreatorDetailView.tsx';
import { CreatorListView } from './CreatorListView.tsx';
import { CustomerDetailView } from './CustomerDetailView.tsx';
import { CustomerListView } from './CustomerListView.tsx';
import { creatorListPath, customerListPath } from './urls.ts';

export const contactsRoutes: RouteObject[] = [
  { path: creatorListPath, element: <CreatorListView /> },
  { path: `${creatorListPath}/:creatorId`, element: <CreatorDetailView /> },
  { path: customerListPath, element: <CustomerListView /> },
  { path: `${customerListPath}/:customerId`, element: <CustomerDetailView /> },
];

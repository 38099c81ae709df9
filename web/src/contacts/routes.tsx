import type { RouteObject } from 'react-router';

import { CreatorDetailView } from './creators/CreatorDetailView.tsx';
import { CreatorListView } from './creators/CreatorListView.tsx';
import { CustomerDetailView } from './customers/CustomerDetailView.tsx';
import { CustomerListView } from './customers/CustomerListView.tsx';
import { creatorListPath, customerListPath } from './urls.ts';

export const contactsRoutes: RouteObject[] = [
  { path: creatorListPath, element: <CreatorListView /> },
  { path: `${creatorListPath}/:creatorId`, element: <CreatorDetailView /> },
  { path: customerListPath, element: <CustomerListView /> },
  { path: `${customerListPath}/:customerId`, element: <CustomerDetailView /> },
];

import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { creatorListPath, customerListPath } from './urls.ts';

const CreatorDetailView = lazyView(() =>
  import('./creators/CreatorDetailView.tsx').then((module) => module.CreatorDetailView),
);
const CreatorListView = lazyView(() =>
  import('./creators/CreatorListView.tsx').then((module) => module.CreatorListView),
);
const CustomerDetailView = lazyView(() =>
  import('./customers/CustomerDetailView.tsx').then((module) => module.CustomerDetailView),
);
const CustomerListView = lazyView(() =>
  import('./customers/CustomerListView.tsx').then((module) => module.CustomerListView),
);

export const contactsRoutes: RouteObject[] = [
  { path: creatorListPath, element: <CreatorListView /> },
  { path: `${creatorListPath}/:creatorId`, element: <CreatorDetailView /> },
  { path: customerListPath, element: <CustomerListView /> },
  { path: `${customerListPath}/:customerId`, element: <CustomerDetailView /> },
];

import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { newStatementPath, royaltyListPath, royaltyPaymentListPath } from './urls.ts';

const RoyaltyPaymentListView = lazyView(() =>
  import('./payments/RoyaltyPaymentListView.tsx').then((module) => module.RoyaltyPaymentListView),
);
const RoyaltyDetailView = lazyView(() =>
  import('./royalties/RoyaltyDetailView.tsx').then((module) => module.RoyaltyDetailView),
);
const RoyaltyListView = lazyView(() =>
  import('./royalties/RoyaltyListView.tsx').then((module) => module.RoyaltyListView),
);
const NewStatementView = lazyView(() =>
  import('./statements/NewStatementView.tsx').then((module) => module.NewStatementView),
);

export const royaltiesRoutes: RouteObject[] = [
  { path: royaltyListPath, element: <RoyaltyListView /> },
  { path: newStatementPath, element: <NewStatementView /> },
  { path: `${royaltyListPath}/:royaltyId`, element: <RoyaltyDetailView /> },
  { path: royaltyPaymentListPath, element: <RoyaltyPaymentListView /> },
];

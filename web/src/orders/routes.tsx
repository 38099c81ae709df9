import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { orderListPath } from './urls.ts';

const OrderDetailView = lazyView(() => import('./OrderDetailView.tsx').then((module) => module.OrderDetailView));
const OrderListView = lazyView(() => import('./OrderListView.tsx').then((module) => module.OrderListView));

export const ordersRoutes: RouteObject[] = [
  { path: orderListPath, element: <OrderListView /> },
  { path: `${orderListPath}/:orderId`, element: <OrderDetailView /> },
];

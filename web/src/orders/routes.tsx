import type { RouteObject } from 'react-router';

import { OrderDetailView } from './OrderDetailView.tsx';
import { OrderListView } from './OrderListView.tsx';
import { orderListPath } from './urls.ts';

export const ordersRoutes: RouteObject[] = [
  { path: orderListPath, element: <OrderListView /> },
  { path: `${orderListPath}/:orderId`, element: <OrderDetailView /> },
];

import type { RouteObject } from 'react-router';

import { lazyView } from '../ui/lazyView.tsx';
import { productListPath } from './urls.ts';

const ProductDetailView = lazyView(() => import('./ProductDetailView.tsx').then((module) => module.ProductDetailView));
const ProductListView = lazyView(() => import('./ProductListView.tsx').then((module) => module.ProductListView));

export const catalogueRoutes: RouteObject[] = [
  { path: productListPath, element: <ProductListView /> },
  { path: `${productListPath}/:productId`, element: <ProductDetailView /> },
];

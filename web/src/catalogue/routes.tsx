import type { RouteObject } from 'react-router';

import { ProductDetailView } from './ProductDetailView.tsx';
import { ProductListView } from './ProductListView.tsx';
import { productListPath } from './urls.ts';

export const catalogueRoutes: RouteObject[] = [
  { path: productListPath, element: <ProductListView /> },
  { path: `${productListPath}/:productId`, element: <ProductDetailView /> },
];

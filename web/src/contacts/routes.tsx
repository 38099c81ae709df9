import type { RouteObject } from 'react-router';
import { CreatorDetailView } from './CreatorDetailView.tsx';
import { CreatorListView } from './CreatorListView.tsx';
import { creatorListPath } from './urls.ts';

export const contactsRoutes: RouteObject[] = [
  { path: creatorListPath, element: <CreatorListView /> },
  { path: `${creatorListPath}/:creatorId`, element: <CreatorDetailView /> },
];

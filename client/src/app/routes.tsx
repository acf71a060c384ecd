import type { RouteObject } from 'react-router-dom';

import { HomePage } from '../features/home/HomePage';

import { PublicLayout } from './layouts/PublicLayout';
import { NotFoundPage } from './NotFoundPage';

/** The route table, shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/login', element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

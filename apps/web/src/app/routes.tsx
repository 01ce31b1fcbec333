import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { accountPages } from '../features/account/routes.tsx';
import { RequireSession } from '../features/auth/guards.tsx';
import { authPages } from '../features/auth/routes.tsx';
import { billingPages } from '../features/billing/routes.tsx';
import { dashboardPages } from '../features/dashboard/routes.tsx';
import { developerPages } from '../features/developers/routes.tsx';
import { editorPages } from '../features/editor/routes.tsx';
import { enterprisePages } from '../features/enterprise/routes.tsx';
import { libraryPages } from '../features/library/routes.tsx';
import { mapPages } from '../features/maps/routes.tsx';
import { opsPages } from '../features/ops/routes.tsx';
import { orderPages } from '../features/orders/routes.tsx';
import { projectPages, publicProjectPages } from '../features/projects/routes.tsx';
import { publicRendersPages, rendersPages } from '../features/renders/routes.tsx';
import { AppLayout } from '../features/shell/AppLayout.tsx';
import { templatePages } from '../features/templates/routes.tsx';

const HomePage = lazy(() => import('../features/home/HomePage.tsx'));
const NotFoundPage = lazy(() => import('../features/shell/NotFoundPage.tsx'));

/** Every screen: the signed-out ones, the back office, and the signed-in shell with each feature's pages. */
const routes: RouteObject[] = [
  ...authPages,
  ...opsPages,
  ...publicProjectPages,
  ...publicRendersPages,
  ...editorPages,
  {
    element: (
      <RequireSession>
        <AppLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...accountPages,
      ...dashboardPages,
      ...enterprisePages,
      ...projectPages,
      ...libraryPages,
      ...rendersPages,
      ...templatePages,
      ...orderPages,
      ...mapPages,
      ...billingPages,
      ...developerPages,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

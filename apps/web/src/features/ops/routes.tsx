import { lazy, type ReactNode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { RedirectSignedIn, RequireSignedIn } from '../../ui/session-gates.tsx';
import { OpsTemplatesPage } from '../templates/routes.tsx';
import { OpsLayout } from './OpsLayout.tsx';
import { OpsSessionProvider, useOpsSession } from './ops-session.tsx';
import { OPS_PATH, OPS_SIGN_IN_PATH } from './paths.ts';

const OpsSignInPage = lazy(() => import('./OpsSignInPage.tsx'));
const EnterprisesPage = lazy(() => import('./EnterprisesPage.tsx'));
const PublicLibraryPage = lazy(() => import('./public-library/PublicLibraryPage.tsx'));
const OpsOrdersPage = lazy(() => import('./product-orders/OpsOrdersPage.tsx'));
const OpsOrderPage = lazy(() => import('./product-orders/OpsOrderPage.tsx'));

function RequireOperator({ children }: { children: ReactNode }) {
  return (
    <RequireSignedIn session={useOpsSession()} signInPath={OPS_SIGN_IN_PATH} home={OPS_PATH}>
      {children}
    </RequireSignedIn>
  );
}

function OperatorSignIn() {
  return (
    <RedirectSignedIn session={useOpsSession()} home={OPS_PATH}>
      <OpsSignInPage />
    </RedirectSignedIn>
  );
}

/** The back-office console: operators only, with a session of their own. */
export const opsPages: RouteObject[] = [
  {
    path: OPS_PATH,
    element: (
      <OpsSessionProvider>
        <Outlet />
      </OpsSessionProvider>
    ),
    children: [
      { path: 'sign-in', element: <OperatorSignIn /> },
      {
        element: (
          <RequireOperator>
            <OpsLayout />
          </RequireOperator>
        ),
        children: [
          { index: true, element: <EnterprisesPage /> },
          { path: 'public-library', element: <PublicLibraryPage /> },
          { path: 'templates', element: <OpsTemplatesPage /> },
          { path: 'orders', element: <OpsOrdersPage /> },
          { path: 'orders/:orderId', element: <OpsOrderPage /> },
        ],
      },
    ],
  },
];

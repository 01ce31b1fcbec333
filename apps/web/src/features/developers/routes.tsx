import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DEVELOPERS_PATH } from './paths.ts';

const DevelopersLayout = lazy(() => import('./DevelopersLayout.tsx'));
const KeysPanel = lazy(() => import('./KeysPanel.tsx'));
const ApplicationsPanel = lazy(() => import('./ApplicationsPanel.tsx'));
const WebhooksPanel = lazy(() => import('./WebhooksPanel.tsx'));
const UsagePanel = lazy(() => import('./UsagePanel.tsx'));
const ApiDocsPanel = lazy(() => import('./ApiDocsPanel.tsx'));

export const developerPages: RouteObject[] = [
  {
    path: DEVELOPERS_PATH,
    element: <DevelopersLayout />,
    children: [
      { index: true, element: <Navigate to="keys" replace /> },
      { path: 'keys', element: <KeysPanel /> },
      { path: 'applications', element: <ApplicationsPanel /> },
      { path: 'webhooks', element: <WebhooksPanel /> },
      { path: 'usage', element: <UsagePanel /> },
      { path: 'api', element: <ApiDocsPanel /> },
    ],
  },
];

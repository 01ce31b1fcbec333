import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { DASHBOARD_PATH } from './nav.ts';

const DashboardPage = lazy(() => import('./DashboardPage.tsx'));

export const dashboardPages: RouteObject[] = [{ path: DASHBOARD_PATH, element: <DashboardPage /> }];

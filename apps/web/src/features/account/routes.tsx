import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ACCOUNT_PATH } from './nav.ts';

const AccountPage = lazy(() => import('./AccountPage.tsx'));

export const accountPages: RouteObject[] = [{ path: ACCOUNT_PATH, element: <AccountPage /> }];

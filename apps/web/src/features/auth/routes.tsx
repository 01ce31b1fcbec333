import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PublicOnly, SIGN_IN_PATH } from './guards.tsx';
import { OUTBOX_PATH } from './outbox.ts';

const SignInPage = lazy(() => import('./SignInPage.tsx'));
const SignUpPage = lazy(() => import('./SignUpPage.tsx'));
const VerifyEmailPage = lazy(() => import('./VerifyEmailPage.tsx'));
const OutboxPage = lazy(() => import('./OutboxPage.tsx'));

/** The screens reachable without a session. */
export const authPages: RouteObject[] = [
  {
    path: SIGN_IN_PATH,
    element: (
      <PublicOnly>
        <SignInPage />
      </PublicOnly>
    ),
  },
  { path: '/sign-up', element: <SignUpPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: OUTBOX_PATH, element: <OutboxPage /> },
];

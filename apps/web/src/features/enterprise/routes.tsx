import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { TEAM_PATH } from './nav.ts';

const TeamLayout = lazy(() => import('./TeamLayout.tsx'));
const MembersPage = lazy(() => import('./MembersPage.tsx'));
const SettingsPage = lazy(() => import('./SettingsPage.tsx'));
const RoomTypesPage = lazy(() => import('./room-types/RoomTypesPage.tsx'));

export const enterprisePages: RouteObject[] = [
  {
    path: TEAM_PATH,
    element: <TeamLayout />,
    children: [
      { index: true, element: <Navigate to="members" replace /> },
      { path: 'members', element: <MembersPage /> },
      { path: 'room-types', element: <RoomTypesPage /> },
      { path: 'settings', element: <SettingsPage /> },
    ],
  },
];

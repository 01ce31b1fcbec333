import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { PUBLIC_PROJECT_PATH } from './model/share-link.ts';
import {
  BOOKMARKS_PATH,
  PROJECTS_PATH,
  SHARED_PATH,
  TEAM_PROJECTS_PATH,
  TRASH_PATH,
} from './workspace/paths.ts';

const WorkspaceLayout = lazy(() => import('./workspace/WorkspaceLayout.tsx'));
const DashboardPage = lazy(() => import('./dashboard/DashboardPage.tsx'));
const SharedPage = lazy(() => import('./shared/SharedPage.tsx'));
const BookmarksPage = lazy(() => import('./bookmarks/BookmarksPage.tsx'));
const TrashPage = lazy(() => import('./trash/TrashPage.tsx'));
const TeamProjectsPage = lazy(() => import('./team/TeamProjectsPage.tsx'));
const ProjectPage = lazy(() => import('./overview/ProjectPage.tsx'));
const PublicProjectPage = lazy(() => import('./public/PublicProjectPage.tsx'));

/** The signed-in workspace: the views beside the folder sidebar, and one project's page. */
export const projectPages: RouteObject[] = [
  {
    element: <WorkspaceLayout />,
    children: [
      { path: PROJECTS_PATH, element: <DashboardPage /> },
      { path: SHARED_PATH, element: <SharedPage /> },
      { path: BOOKMARKS_PATH, element: <BookmarksPage /> },
      { path: TRASH_PATH, element: <TrashPage /> },
      { path: TEAM_PROJECTS_PATH, element: <TeamProjectsPage /> },
    ],
  },
  { path: `${PROJECTS_PATH}/:projectId`, element: <ProjectPage /> },
];

/** The page a share link opens, with or without a session. */
export const publicProjectPages: RouteObject[] = [
  { path: PUBLIC_PROJECT_PATH, element: <PublicProjectPage /> },
];

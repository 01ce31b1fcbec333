import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireSession } from '../auth/guards.tsx';

const EditorPage = lazy(() => import('./EditorPage.tsx'));

/** The plan editor: full screen, outside the app's frame, for signed-in people. */
export const editorPages: RouteObject[] = [
  {
    path: 'editor/:projectId',
    element: (
      <RequireSession>
        <EditorPage />
      </RequireSession>
    ),
  },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RENDERS_PATH } from './paths.ts';

const RendersIndexPage = lazy(() => import('./RendersIndexPage.tsx'));
const GalleryPage = lazy(() => import('./gallery/GalleryPage.tsx'));

export const rendersPages: RouteObject[] = [
  { path: RENDERS_PATH, element: <RendersIndexPage /> },
  { path: '/projects/:projectId/renders', element: <GalleryPage /> },
];

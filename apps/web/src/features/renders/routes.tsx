import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RENDERS_PATH } from './paths.ts';

const RendersIndexPage = lazy(() => import('./RendersIndexPage.tsx'));
const GalleryPage = lazy(() => import('./gallery/GalleryPage.tsx'));
const BundlesPage = lazy(() => import('./bundles/BundlesPage.tsx'));
const BundleEditorPage = lazy(() => import('./bundles/BundleEditorPage.tsx'));
const PublicBundlePage = lazy(() => import('./bundles/PublicBundlePage.tsx'));

export const rendersPages: RouteObject[] = [
  { path: RENDERS_PATH, element: <RendersIndexPage /> },
  { path: '/projects/:projectId/renders', element: <GalleryPage /> },
  { path: '/projects/:projectId/renders/bundles', element: <BundlesPage /> },
  { path: '/projects/:projectId/renders/bundles/:bundleId', element: <BundleEditorPage /> },
];

/** Pages open without signing in. */
export const publicRendersPages: RouteObject[] = [
  { path: '/bundles/:bundleId', element: <PublicBundlePage /> },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { MAPS_PATH } from './paths.ts';

const MapPage = lazy(() => import('./map/MapPage.tsx'));
const ComplexPage = lazy(() => import('./complex/ComplexPage.tsx'));
/** The back office's preparation queue, mounted among the operators' screens. */
export const OpsMapPlansPage = lazy(() => import('./ops/MapPlansQueuePage.tsx'));

export const mapPages: RouteObject[] = [
  { path: MAPS_PATH, element: <MapPage /> },
  { path: `${MAPS_PATH}/:mapId`, element: <ComplexPage /> },
];

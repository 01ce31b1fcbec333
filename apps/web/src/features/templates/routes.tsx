import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { TEMPLATE_REVIEW_PATH, TEMPLATES_PATH } from './paths.ts';

const TemplatesPage = lazy(() => import('./gallery/TemplatesPage.tsx'));
const TemplatePage = lazy(() => import('./detail/TemplatePage.tsx'));
const ReviewQueuePage = lazy(() => import('./review/ReviewQueuePage.tsx'));
/** The back office's page, mounted among the operators' screens. */
export const OpsTemplatesPage = lazy(() => import('./review/OpsTemplatesPage.tsx'));

export const templatePages: RouteObject[] = [
  { path: TEMPLATES_PATH, element: <TemplatesPage /> },
  { path: TEMPLATE_REVIEW_PATH, element: <ReviewQueuePage /> },
  { path: `${TEMPLATES_PATH}/:templateId`, element: <TemplatePage /> },
];

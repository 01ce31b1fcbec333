import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { NEW_ORDER_PATH, ORDERS_PATH } from './paths.ts';

const OrdersPage = lazy(() => import('./OrdersPage.tsx'));
const NewOrderPage = lazy(() => import('./NewOrderPage.tsx'));
const OrderPage = lazy(() => import('./OrderPage.tsx'));
const ItemReviewPage = lazy(() => import('./ItemReviewPage.tsx'));

export const orderPages: RouteObject[] = [
  { path: ORDERS_PATH, element: <OrdersPage /> },
  { path: NEW_ORDER_PATH, element: <NewOrderPage /> },
  { path: `${ORDERS_PATH}/:orderId`, element: <OrderPage /> },
  { path: `${ORDERS_PATH}/:orderId/items/:itemId`, element: <ItemReviewPage /> },
];

import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { BILLING_PATH, PRICING_PATH } from './paths.ts';

const PricingPage = lazy(() => import('./PricingPage.tsx'));
const BillingPage = lazy(() => import('./BillingPage.tsx'));
const CheckoutPage = lazy(() => import('./CheckoutPage.tsx'));

export const billingPages: RouteObject[] = [
  { path: PRICING_PATH, element: <PricingPage /> },
  { path: BILLING_PATH, element: <BillingPage /> },
  { path: `${BILLING_PATH}/checkout/:checkoutId`, element: <CheckoutPage /> },
];

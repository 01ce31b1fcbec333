import type { QuotaPlan, RenderQuotaTier } from './enums.ts';

type Tier = (typeof RenderQuotaTier)[number];
type Plan = (typeof QuotaPlan)[number];

/**
 * Render units each plan grants per calendar month (docs/decisions/quotas.md). Enterprise plans are
 * shared by every member of the enterprise.
 */
export const QUOTA_PLANS: Record<Plan, Record<Tier, number>> = {
  INDIVIDUAL_BASIC: {
    'standard-render': 20,
    'hd-render': 5,
    '4k-render': 0,
    '8k-render': 0,
    '6k-panorama': 3,
    '12k-panorama': 0,
    '24k-panorama': 0,
  },
  INDIVIDUAL_STANDARD: {
    'standard-render': 100,
    'hd-render': 40,
    '4k-render': 10,
    '8k-render': 0,
    '6k-panorama': 20,
    '12k-panorama': 5,
    '24k-panorama': 0,
  },
  INDIVIDUAL_PRO_PLAN: {
    'standard-render': 500,
    'hd-render': 200,
    '4k-render': 50,
    '8k-render': 10,
    '6k-panorama': 100,
    '12k-panorama': 30,
    '24k-panorama': 5,
  },
  ENTERPRISE_BASIC: {
    'standard-render': 200,
    'hd-render': 60,
    '4k-render': 10,
    '8k-render': 0,
    '6k-panorama': 40,
    '12k-panorama': 5,
    '24k-panorama': 0,
  },
  ENTERPRISE_STANDARD: {
    'standard-render': 1000,
    'hd-render': 300,
    '4k-render': 60,
    '8k-render': 10,
    '6k-panorama': 200,
    '12k-panorama': 40,
    '24k-panorama': 5,
  },
  ENTERPRISE_PRO_PLAN: {
    'standard-render': 5000,
    'hd-render': 1500,
    '4k-render': 300,
    '8k-render': 60,
    '6k-panorama': 1000,
    '12k-panorama': 200,
    '24k-panorama': 40,
  },
};

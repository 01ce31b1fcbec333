import { z } from 'zod';
import { Id } from './common.ts';

/**
 * What the platform records in its append-only events table (docs/decisions/statistics.md).
 * MAP_PLAN_SEARCHED and AR_PLACED are recorded by the maps and AR domains through the same recorder.
 */
export const PlatformEventKind = [
  'VIEWER_OPENED',
  'VIEWER_CLOSED',
  'CYLINDER_CALLED',
  'RENDER_FINISHED',
  'RENDER_FAILED',
  'PROJECT_CREATED',
  'MAP_PLAN_SEARCHED',
  'AR_PLACED',
] as const;
export type PlatformEventKindName = (typeof PlatformEventKind)[number];

/** Which public view was opened: the dimension of VIEWER_OPENED and VIEWER_CLOSED. */
export const ViewerKind = ['360', 'AR', 'IMAGE'] as const;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day, YYYY-MM-DD');
export const StatsPeriodQuery = z.object({
  from: Day.optional().describe('first Asia/Seoul day (default: 29 days before `to`)'),
  to: Day.optional().describe('last Asia/Seoul day (default: today in Seoul)'),
});

export const DurationDay = z.object({
  date: z.string(),
  opens: z.number().int(),
  closes: z.number().int().describe('views whose duration arrived'),
  totalDurationMs: z.number(),
  averageDurationMs: z.number().nullable(),
});
export const DurationStatsAnswer = z.object({
  from: z.string(),
  to: z.string(),
  opens: z.number().int(),
  totalDurationMs: z.number(),
  averageDurationMs: z.number().nullable(),
  days: z.array(DurationDay),
});
export const CountDay = z.object({ date: z.string(), count: z.number().int() });
export const DashboardCountAnswer = z.object({
  from: z.string(),
  to: z.string(),
  count: z.number().int(),
  days: z.array(CountDay),
});
export const CylinderCountAnswer = DashboardCountAnswer.extend({
  keys: z.array(
    z.object({ keyId: z.string(), name: z.string(), prefix: z.string(), count: z.number().int() }),
  ),
});

export const DashboardQuery = z.object({
  weeks: z.coerce
    .number()
    .int()
    .min(1)
    .max(26)
    .default(8)
    .describe('Asia/Seoul weeks (Monday first) back from this one'),
});
export const DashboardAnswer = z.object({
  weeks: z.array(z.string()).describe('the Mondays, oldest first'),
  designers: z.array(
    z.object({
      weekStart: z.string(),
      userId: z.string(),
      name: z.string(),
      projects: z.number().int(),
      renders: z.number().int(),
    }),
  ),
  rendersByTypeAndTier: z.array(
    z.object({ type: z.number().int(), tier: z.string(), count: z.number().int() }),
  ),
  viewerOpens: z.array(
    z.object({ weekStart: z.string(), view: z.enum(ViewerKind), opens: z.number().int() }),
  ),
  quota: z.object({
    plan: z.string(),
    periodStart: z.string(),
    tiers: z.array(z.object({ tier: z.string(), limit: z.number().int(), used: z.number().int() })),
  }),
});

export const ViewerEventBody = z
  .object({
    bundleId: Id,
    view: z.enum(ViewerKind),
    phase: z.enum(['open', 'close']),
    durationMs: z.coerce
      .number()
      .int()
      .min(0)
      .max(6 * 3_600_000)
      .optional()
      .describe('how long the view stayed open (close only)'),
  })
  .strict();

import { statisticsRoutes as r } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import { bind } from '../../http/routes.ts';
import type { DashboardService } from './dashboard.service.ts';
import type { EventRecorder } from './events.ts';
import type { StatisticsService } from './statistics.service.ts';

export interface StatisticsRouteDeps {
  db: Kysely<DB>;
  statistics: StatisticsService;
  dashboard: DashboardService;
  events: EventRecorder;
}

export function statisticsBindings({ db, statistics, dashboard, events }: StatisticsRouteDeps) {
  return [
    bind(r.arDuration, async ({ user, query }) => statistics.durations(user, 'AR', query)),
    bind(r.panoramaDuration, async ({ user, query }) => statistics.durations(user, '360', query)),
    bind(r.arCount, async ({ user, query }) => statistics.arOpens(user, query)),
    bind(r.cylinderCount, async ({ user, query }) => statistics.cylinderCalls(user, query)),
    bind(r.dashboard, async ({ user, query }) => dashboard.overview(user, query.weeks)),
    // Anyone viewing a public bundle reports; the event counts for the bundle's project owner.
    bind(r.viewerEvent, async ({ body }) => {
      const bundle = await db
        .selectFrom('image_bundles')
        .innerJoin('projects', 'projects.id', 'image_bundles.project_id')
        .select(['image_bundles.id', 'projects.user_id', 'projects.enterprise_id'])
        .where('image_bundles.id', '=', body.bundleId)
        .where('image_bundles.public', '=', true)
        .executeTakeFirst();
      if (!bundle) throw notFound('image bundle');
      await events.record({
        kind: body.phase === 'open' ? 'VIEWER_OPENED' : 'VIEWER_CLOSED',
        enterpriseId: bundle.enterprise_id,
        userId: bundle.user_id,
        subject: bundle.id,
        dimension: body.view,
        durationMs: body.phase === 'close' ? (body.durationMs ?? 0) : null,
      });
      return { ok: true as const };
    }),
  ];
}

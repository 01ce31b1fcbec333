import { defineRoute } from '../route.ts';
import { Ok } from '../schemas/common.ts';
import {
  CylinderCountAnswer,
  DashboardAnswer,
  DashboardCountAnswer,
  DashboardQuery,
  DurationStatsAnswer,
  StatsPeriodQuery,
  ViewerEventBody,
} from '../schemas/statistics.ts';

const tags = ['statistics'];
const session = { surface: 'api', tags, access: 'session' } as const;
const fromRollups = ' (from the daily rollups of recorded events; Asia/Seoul days)';

export const statisticsRoutes = {
  arDuration: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/apis/stats/ar/duration',
    summary: `Opens and durations of the public AR views${fromRollups}`,
    query: StatsPeriodQuery,
    response: DurationStatsAnswer,
  }),
  panoramaDuration: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/apis/stats/360/duration',
    summary: `Opens and durations of the public 360° views${fromRollups}`,
    query: StatsPeriodQuery,
    response: DurationStatsAnswer,
  }),
  arCount: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/dashboard-counts/ar',
    summary: `How many times the public AR views were opened, per day${fromRollups}`,
    query: StatsPeriodQuery,
    response: DashboardCountAnswer,
  }),
  cylinderCount: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/dashboard-counts/cylinder',
    summary: `Cylinder calls of the enterprise’s api keys, per day and per key (managers)${fromRollups}`,
    query: StatsPeriodQuery,
    response: CylinderCountAnswer,
  }),
  dashboard: defineRoute({
    ...session,
    method: 'GET',
    path: '/v1/dashboard/overview',
    summary: `The managers’ dashboard: projects and renders per designer per week, renders by type and tier, viewer opens, quota use${fromRollups}`,
    query: DashboardQuery,
    response: DashboardAnswer,
  }),
  viewerEvent: defineRoute({
    surface: 'api',
    tags,
    access: 'public',
    method: 'POST',
    path: '/v1/public/viewer-events',
    summary: 'A public image bundle’s viewer was opened or closed (with how long it stayed open)',
    body: ViewerEventBody,
    response: Ok,
    status: 202,
  }),
};

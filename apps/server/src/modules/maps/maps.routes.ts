import { mapOpsRoutes as ops, mapRoutes as r } from '@roomcraft/contract';
import type { RouteBinding } from '../../http/routes.ts';
import { bind } from '../../http/routes.ts';
import type { AddressSearch, PlaceSearch } from './address/address-services.ts';
import type { FloorplansRepository } from './floorplans.repository.ts';
import type { FloorplansService } from './floorplans.service.ts';
import { fpDataWorkbook, XLSX_TYPE } from './fp-data-export.ts';
import type { MapsService } from './maps.service.ts';

export interface MapRouteDeps {
  maps: MapsService;
  floorplans: FloorplansService;
  plans: FloorplansRepository;
  juso: AddressSearch;
  kakao: PlaceSearch;
}

/** The Maps section, the map statistics, the fp-data export, the address searches and the preparation queue. */
export function mapBindings({ maps, floorplans, plans, juso, kakao }: MapRouteDeps): RouteBinding[] {
  return [
    bind(r.one, async ({ principal, params }) => ({ map: await maps.one(principal, params.id) })),
    bind(r.detail, async ({ principal, query }) => maps.detail(principal, query.id)),
    bind(r.locations, async ({ principal, params }) => maps.locations(principal, params.id)),
    bind(r.rangeSearch, async ({ principal, query }) => maps.range(principal, query, query.limit)),
    bind(r.aroundPoints, async ({ principal, body }) => maps.around(principal, body)),
    bind(r.korgov, async ({ principal, query }) => maps.korgov(principal, query)),
    bind(r.enterpriseKorgov, async ({ principal, params, query }) =>
      maps.korgov(principal, query, params.ent),
    ),
    bind(r.flatten, async ({ principal, params, query }) => maps.flatten(principal, params.ent, query)),
    bind(r.createPlans, async ({ params, body }) => ({
      floorplans: await floorplans.create(params.a, params.b, body),
    })),
    bind(r.moveAll, async ({ params }) => floorplans.move(params.a, params.b)),
    bind(r.moveOne, async ({ params, body }) => floorplans.move(params.a, params.b, body.mapFpDataId)),
    bind(r.stats, async () => ({ ...(await plans.totals()), byState: await plans.countByState() })),
    bind(r.statsSearch, async ({ query }) => {
      const { created, completed } = await plans.perDay(query.from, query.to);
      const days = [...new Set([...created, ...completed].map((d) => d.day))].sort().map((date) => ({
        date,
        created: Number(created.find((d) => d.day === date)?.n ?? 0),
        completed: Number(completed.find((d) => d.day === date)?.n ?? 0),
      }));
      return { days };
    }),
    bind(r.dashboardCounts, async ({ query }) => {
      const byState = await plans.countByState(query.keyword, query.state);
      return { totalCount: Object.values(byState).reduce((a, b) => a + b, 0), byState };
    }),
    bind(r.exportFpData, async ({ principal, params, reply }) => {
      const bytes = await fpDataWorkbook(await maps.detail(principal, params.id));
      reply
        .type(XLSX_TYPE)
        .header('content-disposition', `attachment; filename="fp-data-${params.id}.xlsx"`)
        .header('x-content-type-options', 'nosniff');
      return bytes;
    }),
    bind(r.juso, async ({ query }) => juso.search(query.keyword)),
    bind(r.kakao, async ({ query }) => kakao.search(query.query)),
    bind(ops.queue, async ({ query }) => floorplans.queue(query.state, query)),
    bind(ops.plan, async ({ params }) => ({ floorplan: await floorplans.get(params.id) })),
    bind(ops.transition, async ({ operator, params, body }) => ({
      floorplan: await floorplans.transition(operator, params.id, body.to, body.note),
    })),
    bind(ops.saveDesign, async ({ operator, params, body }) => ({
      floorplan: await floorplans.saveDesign(operator, params.id, body.design),
    })),
  ];
}

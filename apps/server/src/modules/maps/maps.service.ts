import type { DB } from '@roomcraft/db';
import type { Kysely } from 'kysely';
import { notFound } from '../../http/errors.ts';
import type { Principal } from '../auth/sessions.ts';
import type { FloorplansRepository } from './floorplans.repository.ts';
import type { Box } from './geo-cells.ts';
import { presentAddress, presentMap, presentPlan } from './map.presenter.ts';
import { inScope, type MapScope, type MapsRepository, matchesKeyword } from './maps.repository.ts';

/** What a caller sees of the map: operators everything; a user the platform's complexes and their enterprise's. */
export function scopeOf(principal: Principal | null): MapScope {
  if (principal?.kind === 'operator') return { all: true };
  return { all: false, enterpriseId: principal?.kind === 'user' ? principal.user.enterprise_id : null };
}

/** The scope of an enterprise's calls (`/v1/map/{ent}/…`): only its members ask them. */
function enterpriseScope(principal: Principal | null, ent: string): MapScope {
  if (principal?.kind === 'operator') return { all: false, enterpriseId: ent };
  if (principal?.kind !== 'user' || principal.user.enterprise_id !== ent) throw notFound('enterprise');
  return { all: false, enterpriseId: ent };
}

type PageIn = { page: number; size: number };
const pageOf = <T>(data: T[], page: PageIn, totalCount: number) => ({
  data,
  page: page.page,
  size: page.size,
  count: data.length,
  totalCount,
  totalPages: Math.ceil(totalCount / page.size),
});

/** The map's read calls, each through the caller's scope. */
export class MapsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly maps: MapsRepository,
    private readonly plans: FloorplansRepository,
  ) {}

  async one(principal: Principal | null, id: string) {
    const row = await this.maps.byId(id, scopeOf(principal));
    if (!row) throw notFound('map');
    return presentMap(row);
  }

  async detail(principal: Principal | null, id: string) {
    const map = await this.one(principal, id);
    const [addresses, plans] = await Promise.all([
      this.maps.addresses(id),
      this.plans.ofMap(id, principal?.kind === 'operator'),
    ]);
    return { map, addresses: addresses.map(presentAddress), floorplans: plans.map(presentPlan) };
  }

  async locations(principal: Principal | null, id: string) {
    const map = await this.one(principal, id);
    const addresses = await this.maps.addresses(id);
    return { mapId: id, lat: map.lat, lng: map.lng, locations: addresses.map(presentAddress) };
  }

  async range(principal: Principal | null, box: Box, limit: number) {
    const rows = await this.maps.inRange(box, scopeOf(principal), limit + 1);
    return { maps: rows.slice(0, limit).map(presentMap), truncated: rows.length > limit };
  }

  async around(
    principal: Principal | null,
    point: { lat: number; lng: number; radius: number; limit: number },
  ) {
    const rows = await this.maps.around(point, scopeOf(principal));
    return { points: rows.map((r) => ({ ...presentMap(r), distance: Math.round(r.distance * 10) / 10 })) };
  }

  /** The registry search, the platform's complexes (and an enterprise's own with `ent`), with every address. */
  async korgov(principal: Principal | null, query: { keyword: string } & PageIn, ent?: string) {
    const scope = ent ? enterpriseScope(principal, ent) : ({ all: false, enterpriseId: null } as const);
    const { rows, totalCount } = await this.maps.search(query.keyword, scope, query);
    const addresses = rows.length
      ? await this.db
          .selectFrom('map_addresses')
          .selectAll()
          .where(
            'map_id',
            'in',
            rows.map((r) => r.id),
          )
          .execute()
      : [];
    const data = rows.map((r) => ({
      ...presentMap(r),
      addresses: addresses.filter((a) => a.map_id === r.id).map(presentAddress),
    }));
    return pageOf(data, query, totalCount);
  }

  /** An enterprise's search flattened: one row per unit type and plan variant of each complex found. */
  async flatten(principal: Principal | null, ent: string, query: { keyword: string } & PageIn) {
    const scope = enterpriseScope(principal, ent);
    const rows = await this.db
      .selectFrom('map_complexes as m')
      .innerJoin('map_fp_data as f', 'f.map_id', 'm.id')
      .leftJoin('map_floorplans as p', (join) =>
        join.onRef('p.fp_data_id', '=', 'f.id').on('p.state', '=', 'COMPLETED'),
      )
      .leftJoin('map_addresses as a', (join) =>
        join.onRef('a.map_id', '=', 'm.id').on('a.is_primary', '=', true),
      )
      .select([
        'm.id as map_id',
        'm.name as map_name',
        'm.lat',
        'm.lng',
        'a.road_address',
        'f.id as fp_id',
        'f.registry_id',
        'f.name',
        'f.exclusive_area',
        'f.supply_area',
        'f.rooms',
        'p.id as plan_id',
        'p.variant',
      ])
      .select((eb) => eb.fn.countAll<number>().over().as('total'))
      .where(inScope(scope))
      .where(matchesKeyword(query.keyword))
      .orderBy('m.name')
      .orderBy('f.supply_area')
      .orderBy('p.variant')
      .limit(query.size)
      .offset(query.page * query.size)
      .execute();
    const data = rows.map((r) => ({
      mapId: r.map_id,
      mapName: r.map_name,
      roadAddress: r.road_address,
      lat: r.lat,
      lng: r.lng,
      mapFpDataId: r.fp_id,
      fpDataId: r.registry_id,
      name: r.name,
      exclusiveArea: r.exclusive_area,
      supplyArea: r.supply_area,
      rooms: r.rooms,
      mapFloorplanId: r.plan_id,
      variant: r.variant,
    }));
    return pageOf(data, query, rows.length ? Number(rows[0]!.total) : 0);
  }
}

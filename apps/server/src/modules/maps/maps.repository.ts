import type { DB } from '@roomcraft/db';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import { type Box, boxAround, coveringRanges, EARTH_RADIUS } from './geo-cells.ts';

/** Whose complexes a caller sees: the platform's (enterprise null) and, for a member, their enterprise's; operators see all. */
export type MapScope = { all: true } | { all: false; enterpriseId: string | null };

export const SUMMARY_COLUMNS = [
  'm.id',
  'm.enterprise_id',
  'm.name',
  'm.lat',
  'm.lng',
  'm.households',
  'm.built_year',
  'a.road_address',
  'a.lot_address',
  'a.district_code',
] as const;

export interface SummaryRow {
  id: string;
  enterprise_id: string | null;
  name: string;
  lat: number;
  lng: number;
  households: number;
  built_year: number | null;
  road_address: string | null;
  lot_address: string | null;
  district_code: string | null;
}

// The conditions below are SQL over the complex aliased `m`, so any query joining it can use them.

/** The complexes of a scope. */
export function inScope(scope: MapScope): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`true`;
  if (!scope.enterpriseId) return sql<SqlBool>`m.enterprise_id is null`;
  return sql<SqlBool>`(m.enterprise_id is null or m.enterprise_id = ${scope.enterpriseId})`;
}

/** The complexes of a box: a few ranges of the cell index, then the exact coordinates. */
export function inBox(box: Box): RawBuilder<SqlBool> {
  const ranges = coveringRanges(box).map(([lo, hi]) => sql`m.cell between ${lo} and ${hi}`);
  return sql<SqlBool>`(${sql.join(ranges, sql` or `)})
    and m.lat between ${box.minLat} and ${box.maxLat} and m.lng between ${box.minLng} and ${box.maxLng}`;
}

/** Haversine distance in metres from a point to a complex, as geo-cells.ts computes it. */
function distanceFrom(lat: number, lng: number) {
  const la = sql`${lat}::float8`;
  const ln = sql`${lng}::float8`;
  return sql<number>`2 * ${EARTH_RADIUS}::float8 * asin(least(1, sqrt(
    power(sin(radians(m.lat - ${la}) / 2), 2)
    + cos(radians(${la})) * cos(radians(m.lat)) * power(sin(radians(m.lng - ${ln}) / 2), 2))))`;
}

/** Every word of a keyword in the complex's name or one of its addresses (lower-cased, as stored). */
export function matchesKeyword(keyword: string): RawBuilder<SqlBool> {
  const words = keyword.toLowerCase().split(/\s+/).filter(Boolean);
  const each = words.map((word) => {
    const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return sql`(m.name_folded like ${like} or exists (select 1 from map_addresses k
      where k.map_id = m.id and k.search_text like ${like}))`;
  });
  return sql<SqlBool>`(${sql.join(each, sql` and `)})`;
}

/** Reading complexes: by id, by box, around a point, by keyword. */
export class MapsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** Complexes joined with their primary address. */
  summaries() {
    return this.db
      .selectFrom('map_complexes as m')
      .leftJoin('map_addresses as a', (join) =>
        join.onRef('a.map_id', '=', 'm.id').on('a.is_primary', '=', true),
      )
      .select(SUMMARY_COLUMNS);
  }

  byId(id: string, scope: MapScope): Promise<SummaryRow | undefined> {
    return this.summaries().where('m.id', '=', id).where(inScope(scope)).executeTakeFirst();
  }

  addresses(mapId: string) {
    return this.db
      .selectFrom('map_addresses')
      .selectAll()
      .where('map_id', '=', mapId)
      .orderBy('is_primary', 'desc')
      .orderBy('road_address')
      .execute();
  }

  inRange(box: Box, scope: MapScope, limit: number): Promise<SummaryRow[]> {
    return this.summaries().where(inBox(box)).where(inScope(scope)).orderBy('m.id').limit(limit).execute();
  }

  /** The statement of `around`: the complexes within `radius` metres of a point, nearest first. */
  aroundQuery(point: { lat: number; lng: number; radius: number; limit: number }, scope: MapScope) {
    const { lat, lng, radius, limit } = point;
    const near = this.db
      .selectFrom('map_complexes as m')
      .select(['m.id', distanceFrom(lat, lng).as('distance')])
      .where(inBox(boxAround(lat, lng, radius)))
      .where(inScope(scope));
    return this.summaries()
      .innerJoin(near.as('near'), 'near.id', 'm.id')
      .select('near.distance')
      .where('near.distance', '<=', radius)
      .orderBy('near.distance')
      .orderBy('m.id')
      .limit(limit);
  }

  around(point: { lat: number; lng: number; radius: number; limit: number }, scope: MapScope) {
    return this.aroundQuery(point, scope).execute();
  }

  /** A page of complexes matching a keyword, by name. */
  async search(keyword: string, scope: MapScope, page: { page: number; size: number }) {
    const matching = this.db
      .selectFrom('map_complexes as m')
      .where(matchesKeyword(keyword))
      .where(inScope(scope));
    const [rows, count] = await Promise.all([
      this.summaries()
        .where((eb) => eb('m.id', 'in', matching.select('m.id')))
        .orderBy('m.name')
        .orderBy('m.id')
        .limit(page.size)
        .offset(page.page * page.size)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, totalCount: Number(count.n) };
  }
}

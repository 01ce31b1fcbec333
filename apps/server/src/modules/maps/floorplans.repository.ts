import type { DB, MapFloorplansTable } from '@roomcraft/db';
import { type Kysely, sql, type Updateable } from 'kysely';
import type { PlanState } from './floorplan-states.ts';
import { matchesKeyword } from './maps.repository.ts';

const PLAN_COLUMNS = [
  'p.id',
  'p.variant',
  'p.state',
  'p.drawn_by',
  'p.checked_by',
  'p.note',
  'p.completed_at',
  'p.updated_at',
  'f.id as fp_id',
  'f.map_id',
  'f.address_id',
  'f.registry_id',
  'f.name',
  'f.exclusive_area',
  'f.supply_area',
  'f.rooms',
  'f.bathrooms',
] as const;

/** Unit types and their plans: reading, creating, moving and counting. */
export class FloorplansRepository {
  constructor(private readonly db: Kysely<DB>) {}

  private plans() {
    return this.db
      .selectFrom('map_floorplans as p')
      .innerJoin('map_fp_data as f', 'f.id', 'p.fp_data_id')
      .select(PLAN_COLUMNS);
  }

  /** The plans of a complex, with their drawings; only COMPLETED ones unless `everyState`. */
  ofMap(mapId: string, everyState: boolean) {
    return this.plans()
      .select('p.design')
      .where('f.map_id', '=', mapId)
      .$if(!everyState, (q) => q.where('p.state', '=', 'COMPLETED'))
      .orderBy('f.supply_area')
      .orderBy('f.name')
      .orderBy('p.variant')
      .execute();
  }

  byId(id: string) {
    return this.plans().select('p.design').where('p.id', '=', id).executeTakeFirst();
  }

  byIds(ids: string[]) {
    return this.plans().select('p.design').where('p.id', 'in', ids).orderBy('f.supply_area').execute();
  }

  /** A page of the queue: oldest change first, with the complex's name. */
  async queue(state: PlanState | undefined, page: { page: number; size: number }) {
    const base = this.db
      .selectFrom('map_floorplans as p')
      .$if(state !== undefined, (q) => q.where('p.state', '=', state!));
    const [rows, count] = await Promise.all([
      this.plans()
        .innerJoin('map_complexes as m', 'm.id', 'f.map_id')
        .select('m.name as map_name')
        .$if(state !== undefined, (q) => q.where('p.state', '=', state!))
        .orderBy('p.updated_at')
        .orderBy('p.id')
        .limit(page.size)
        .offset(page.page * page.size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { rows, totalCount: Number(count.n) };
  }

  /** Unit types of a complex at one of its addresses, each with a CREATED plan per variant. */
  async create(
    mapId: string,
    addressId: string,
    units: {
      id: string;
      registryId: string;
      name: string;
      exclusiveArea: number;
      supplyArea: number;
      rooms: number;
      bathrooms: number;
      households: number;
      plans: { id: string; variant: 'BASIC' | 'EXTENDED' }[];
    }[],
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('map_fp_data')
        .values(
          units.map((u) => ({
            id: u.id,
            map_id: mapId,
            address_id: addressId,
            registry_id: u.registryId,
            name: u.name,
            exclusive_area: u.exclusiveArea,
            supply_area: u.supplyArea,
            rooms: u.rooms,
            bathrooms: u.bathrooms,
            households: u.households,
          })),
        )
        .execute();
      await trx
        .insertInto('map_floorplans')
        .values(
          units.flatMap((u) =>
            u.plans.map((p) => ({
              id: p.id,
              fp_data_id: u.id,
              variant: p.variant,
              state: 'CREATED' as const,
            })),
          ),
        )
        .execute();
    });
  }

  /** Moves unit types (all of a complex's, or one) to another complex, at its primary address. */
  async move(from: string, to: string, fpDataId?: string): Promise<number> {
    const primary = this.db
      .selectFrom('map_addresses')
      .select('id')
      .where('map_id', '=', to)
      .where('is_primary', '=', true)
      .limit(1);
    const moved = await this.db
      .updateTable('map_fp_data')
      .set((eb) => ({ map_id: to, address_id: eb.selectFrom(primary.as('p')).select('p.id') }))
      .where('map_id', '=', from)
      .$if(fpDataId !== undefined, (q) => q.where('id', '=', fpDataId!))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows);
  }

  update(id: string, changes: Updateable<MapFloorplansTable>) {
    return this.db
      .updateTable('map_floorplans')
      .set({ ...changes, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** How many plans there are in each state, of complexes matching a keyword when one is given. */
  async countByState(keyword?: string, state?: PlanState): Promise<Record<PlanState, number>> {
    const rows = await this.db
      .selectFrom('map_floorplans as p')
      .innerJoin('map_fp_data as f', 'f.id', 'p.fp_data_id')
      .innerJoin('map_complexes as m', 'm.id', 'f.map_id')
      .$if(keyword !== undefined, (q) => q.where(matchesKeyword(keyword!)))
      .$if(state !== undefined, (q) => q.where('p.state', '=', state!))
      .select(['p.state', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('p.state')
      .execute();
    const counts = { CREATED: 0, WORKING: 0, TESTING: 0, COMPLETED: 0 };
    for (const row of rows) counts[row.state] = Number(row.n);
    return counts;
  }

  async totals() {
    const count = (table: 'map_complexes' | 'map_fp_data' | 'map_floorplans') =>
      this.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const fromMaps = this.db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('from_map', 'is not', null)
      .executeTakeFirstOrThrow()
      .then((r) => Number(r.n));
    const [maps, unitTypes, floorplans, projectsFromMaps] = await Promise.all([
      count('map_complexes'),
      count('map_fp_data'),
      count('map_floorplans'),
      fromMaps,
    ]);
    return { maps, unitTypes, floorplans, projectsFromMaps };
  }

  /** Plans created and completed per UTC day between two dates, inclusive. */
  async perDay(from: string, to: string) {
    const day = (column: 'created_at' | 'completed_at') =>
      this.db
        .selectFrom('map_floorplans')
        .select([
          sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
          (eb) => eb.fn.countAll<number>().as('n'),
        ])
        .where(
          sql<boolean>`(${sql.ref(column)} at time zone 'UTC')::date between ${from}::date and ${to}::date`,
        )
        .groupBy('day')
        .execute();
    const [created, completed] = await Promise.all([day('created_at'), day('completed_at')]);
    return { created, completed };
  }
}

import type { CreatePlansBody, FromMap } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import { applyMapFlip, type Design, loadStoredDesign, type MapFlipValue } from '@roomcraft/scene';
import type { Kysely } from 'kysely';
import { invalidField, notFound } from '../../http/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { OperatorPrincipal } from '../auth/sessions.ts';
import { checkDrawing, type PlanState, transition } from './floorplan-states.ts';
import type { FloorplansRepository } from './floorplans.repository.ts';
import { presentPlan } from './map.presenter.ts';
import type { MapsRepository } from './maps.repository.ts';

type CreatePlans = typeof CreatePlansBody._output;

/** A design document checked the way every stored design is, its issues answered as 400s of `field`. */
function checkedDesign(json: unknown, field: string): Design {
  const checked = loadStoredDesign(json);
  if (!checked.ok) {
    const issue = checked.issues[0]!;
    throw invalidField(`${field}.${issue.path}`, issue.message);
  }
  return checked.design;
}

const hasRooms = (design: Record<string, unknown> | null) =>
  !!design && (design as Design).floors.some((f) => f.rooms.length > 0);

/** Preparing plans (operators) and opening a completed one as a new project's design (users). */
export class FloorplansService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly maps: MapsRepository,
    private readonly plans: FloorplansRepository,
  ) {}

  private async plan(id: string) {
    const row = await this.plans.byId(id);
    if (!row) throw notFound('map floor plan');
    return row;
  }

  async get(id: string) {
    return presentPlan(await this.plan(id));
  }

  async create(mapId: string, addressId: string, body: CreatePlans) {
    if (!(await this.maps.byId(mapId, { all: true }))) throw notFound('map');
    const address = await this.db
      .selectFrom('map_addresses')
      .select('id')
      .where('id', '=', addressId)
      .where('map_id', '=', mapId)
      .executeTakeFirst();
    if (!address) throw notFound('address of this map');
    body.units.forEach((unit, i) => {
      if (unit.exclusiveArea > unit.supplyArea)
        throw invalidField(`units.${i}.exclusiveArea`, 'is larger than the supply area');
    });
    const units = body.units.map((u) => {
      const id = newId();
      return {
        id,
        registryId: u.registryId ?? id,
        name: u.name,
        exclusiveArea: Math.round(u.exclusiveArea * 100) / 100,
        supplyArea: Math.round(u.supplyArea * 100) / 100,
        rooms: u.rooms,
        bathrooms: u.bathrooms,
        households: u.households,
        plans: [...new Set(u.variants)].map((variant) => ({ id: newId(), variant })),
      };
    });
    await this.plans.create(mapId, addressId, units);
    const rows = await this.plans.byIds(units.flatMap((u) => u.plans.map((p) => p.id)));
    return rows.map(presentPlan);
  }

  /** Moves unit types between complexes; a move to the same complex, or from an empty one, changes nothing. */
  async move(from: string, to: string, mapFpDataId?: string) {
    if (from === to) throw invalidField('b', 'is the complex the plans are already in');
    for (const [field, id] of [
      ['a', from],
      ['b', to],
    ] as const) {
      if (!(await this.maps.byId(id, { all: true }))) throw invalidField(field, 'is not a complex');
    }
    const moved = await this.plans.move(from, to, mapFpDataId);
    if (mapFpDataId && moved === 0) throw notFound('unit type of this complex');
    return { moved };
  }

  async transition(operator: OperatorPrincipal, id: string, to: PlanState, note?: string) {
    const row = await this.plan(id);
    const change = transition(row, to, operator.id, hasRooms(row.design ?? null));
    await this.plans.update(id, { ...change, ...(note !== undefined ? { note } : {}) });
    return this.get(id);
  }

  async saveDesign(operator: OperatorPrincipal, id: string, json: Record<string, unknown>) {
    const row = await this.plan(id);
    checkDrawing(row, operator.id);
    const design = checkedDesign(json, 'design');
    await this.plans.update(id, { design: JSON.stringify(design) });
    return this.get(id);
  }

  async queue(state: PlanState | undefined, page: { page: number; size: number }) {
    const { rows, totalCount } = await this.plans.queue(state, page);
    const data = rows.map((r) => {
      const { design: _none, ...plan } = presentPlan(r);
      return { ...plan, mapName: r.map_name };
    });
    return {
      data,
      page: page.page,
      size: page.size,
      count: data.length,
      totalCount,
      totalPages: Math.ceil(totalCount / page.size),
    };
  }

  /**
   * A completed plan the caller sees, as the design of a new project: mirrored per MapFlip, with
   * the `fromMap` record of where it came from.
   */
  async open(
    user: { enterprise_id: string | null },
    { mapFloorplanId, flip }: { mapFloorplanId: string; flip?: MapFlipValue },
  ): Promise<{ design: Design; fromMap: FromMap }> {
    const row = await this.plans.byId(mapFloorplanId);
    const visible =
      row &&
      row.state === 'COMPLETED' &&
      (await this.maps.byId(row.map_id, { all: false, enterpriseId: user.enterprise_id }));
    if (!row || !visible || !row.design)
      throw invalidField('fromMap.mapFloorplanId', 'is not a completed map floor plan');
    const design = checkedDesign(row.design, 'fromMap.design');
    return {
      design: flip ? applyMapFlip(design, flip) : design,
      fromMap: {
        mapFpDataId: row.fp_id,
        addressId: row.address_id,
        fpDataId: row.registry_id,
        mapFloorplanId: row.id,
        flip: flip ?? null,
      },
    };
  }
}

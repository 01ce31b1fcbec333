import type { MapFloorplan, MapSummary } from '@roomcraft/contract';
import type { DB } from '@roomcraft/db';
import type { Selectable } from 'kysely';
import type { SummaryRow } from './maps.repository.ts';

export const presentMap = (row: SummaryRow): MapSummary => ({
  id: row.id,
  enterpriseId: row.enterprise_id,
  name: row.name,
  lat: row.lat,
  lng: row.lng,
  households: row.households,
  builtYear: row.built_year,
  roadAddress: row.road_address,
  lotAddress: row.lot_address,
  districtCode: row.district_code,
});

export const presentAddress = (row: Selectable<DB['map_addresses']>) => ({
  id: row.id,
  roadAddress: row.road_address,
  lotAddress: row.lot_address,
  districtCode: row.district_code,
  zipCode: row.zip_code,
  isPrimary: row.is_primary,
});

/** A plan row joined with its unit type (floorplans.repository.ts). */
export interface PlanRow {
  id: string;
  variant: 'BASIC' | 'EXTENDED';
  state: MapFloorplan['state'];
  drawn_by: string | null;
  checked_by: string | null;
  note: string;
  completed_at: Date | null;
  updated_at: Date;
  fp_id: string;
  map_id: string;
  address_id: string | null;
  registry_id: string;
  name: string;
  exclusive_area: number;
  supply_area: number;
  rooms: number;
  bathrooms: number;
  design?: Record<string, unknown> | null;
}

export const presentPlan = (row: PlanRow): MapFloorplan => ({
  id: row.id,
  mapId: row.map_id,
  mapFpDataId: row.fp_id,
  fpDataId: row.registry_id,
  addressId: row.address_id,
  name: row.name,
  exclusiveArea: row.exclusive_area,
  supplyArea: row.supply_area,
  rooms: row.rooms,
  bathrooms: row.bathrooms,
  variant: row.variant,
  state: row.state,
  design: row.design ?? null,
  drawnBy: row.drawn_by,
  checkedBy: row.checked_by,
  note: row.note,
  completedAt: row.completed_at?.toISOString() ?? null,
  updatedAt: row.updated_at.toISOString(),
});

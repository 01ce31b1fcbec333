import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

/** An apartment complex on the map (docs/decisions/map-floorplans.md); enterprise_id null is the platform's map data. */
export interface MapComplexesTable {
  id: string;
  enterprise_id: string | null;
  name: string;
  name_folded: GeneratedAlways<string>;
  households: Generated<number>;
  built_year: number | null;
  lat: number;
  lng: number;
  /** Morton key of the coordinates (maps/geo-cells.ts), the spatial index. */
  cell: ColumnType<string, number | string, number | string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A road and lot address of a complex, with its 10-digit district code. */
export interface MapAddressesTable {
  id: string;
  map_id: string;
  road_address: string;
  lot_address: string;
  district_code: string;
  zip_code: Generated<string>;
  is_primary: Generated<boolean>;
  search_text: GeneratedAlways<string>;
}

/** A unit type of a complex (e.g. 112B): areas in m² with two decimals, rooms and bathrooms. */
export interface MapFpDataTable {
  id: string;
  map_id: string;
  address_id: string | null;
  /** The national registry's key of the unit type (the `fpDataId` of a project's `fromMap`). */
  registry_id: string;
  name: string;
  /** m², kept to two decimals. */
  exclusive_area: number;
  supply_area: number;
  rooms: number;
  bathrooms: number;
  households: Generated<number>;
  created_at: Generated<Date>;
}

/** The plan of a unit type (basic or balcony-extended), drawn and checked by operators. */
export interface MapFloorplansTable {
  id: string;
  fp_data_id: string;
  variant: 'BASIC' | 'EXTENDED';
  state: 'CREATED' | 'WORKING' | 'TESTING' | 'COMPLETED';
  design: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  drawn_by: string | null;
  checked_by: string | null;
  note: Generated<string>;
  completed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface MapTables {
  map_complexes: MapComplexesTable;
  map_addresses: MapAddressesTable;
  map_fp_data: MapFpDataTable;
  map_floorplans: MapFloorplansTable;
}

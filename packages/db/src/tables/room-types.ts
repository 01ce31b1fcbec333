import type { Generated } from 'kysely';

export interface RoomTypesTable {
  id: string;
  enterprise_id: string;
  name: string;
  name_ko: string | null;
  deleted_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** An enterprise's order of its room types; `type_key` is a common code or an own type's id. */
export interface RoomTypeOrdersTable {
  enterprise_id: string;
  type_key: string;
  position: number;
}

export interface RoomTypeTables {
  room_types: RoomTypesTable;
  room_type_orders: RoomTypeOrdersTable;
}

import type { ColumnType, Generated } from 'kysely';

export interface PreviewsTable {
  id: string;
  product_id: string;
  owner_id: string;
  enterprise_id: string | null;
  name: string;
  settings: ColumnType<Record<string, unknown>, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PreviewSnapshotsTable {
  id: string;
  preview_id: string;
  blob_key: string;
  width: number;
  height: number;
  caption: string;
  position: number;
  created_at: Generated<Date>;
}

export interface PreviewTables {
  previews: PreviewsTable;
  preview_snapshots: PreviewSnapshotsTable;
}

import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

/** A product a render drew as a box of its size, because its model could not be had. */
export interface RenderStandInRecord {
  productId: string;
  name: string | null;
  reason: 'no_model' | 'unreadable';
  detail: string;
  itemIds: string[];
}

export interface RenderJobsTable {
  id: string;
  project_id: string;
  user_id: string;
  enterprise_id: string | null;
  session_id: string | null;
  /** Shared by the jobs one request queued (migration 0013). */
  request_id: string;
  type: number;
  tier: string;
  engine: string;
  /** Everything the worker needs, frozen at request time: design, camera, size, samples. */
  spec: Json<Record<string, unknown>>;
  state: string;
  progress: number;
  attempts: number;
  worker_id: string | null;
  heartbeat_at: Date | null;
  error: string | null;
  image_id: string | null;
  charge_key: string;
  /** Products drawn as stand-in boxes, and why (migration 0016). */
  stand_ins: ColumnType<RenderStandInRecord[], string | undefined, string>;
  created_at: Generated<Date>;
  started_at: Date | null;
  finished_at: Date | null;
}

export interface RenderWorkersTable {
  id: string;
  hostname: string;
  engines: Json<{ name: string; available: boolean; reason: string | null }[]>;
  seen_at: Date;
}

export interface ImagesTable {
  id: string;
  uuid: string;
  user_id: string;
  enterprise_id: string | null;
  project_id: string | null;
  name: string;
  type: string;
  status: string;
  blob_key: string | null;
  thumbnail_key: string | null;
  width: number;
  height: number;
  render_job_id: string | null;
  floorplan_id: string | null;
  items: Json<unknown[]>;
  /** The render's stand-ins, as on its job (migration 0016). */
  stand_ins: ColumnType<RenderStandInRecord[], string | undefined, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface RenderTables {
  render_jobs: RenderJobsTable;
  render_workers: RenderWorkersTable;
  images: ImagesTable;
}
